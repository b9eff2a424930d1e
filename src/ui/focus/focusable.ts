/** What the keyboard can reach: the first of these in a part of the page is where its focus starts. */
export const FOCUSABLE = 'a[href], button:not(:disabled), select:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** `element`, able to take the focus from a script: a heading or a region out of the tab order (a control stays as it is). */
export function holdingFocus<T extends HTMLElement>(element: T): T {
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, select, input, textarea')) element.tabIndex = -1;
  return element;
}
