/** What the keyboard can reach: the first of these in a part of the page is where its focus starts. */
export const FOCUSABLE = 'a[href], button:not(:disabled), select:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
