// Where a navigation within a screen (a search's next page) hands the focus: the start of its new
// content. The router (app/router.tsx) moves the focus there, or to a new page's heading.

/** Marks the element a navigation within its screen focuses. */
export const routeFocus = { 'data-route-focus': '', tabIndex: -1 } as const;

export const ROUTE_FOCUS = '[data-route-focus]';
