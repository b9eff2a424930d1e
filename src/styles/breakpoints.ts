// The screen widths of §9, the only ones the layout changes at (the carousel's own is 992 px). CSS cannot read variables in
// media queries, so the stylesheets write these numbers out; tests/unit/styles/breakpoints.test.ts
// fails on any other width.
export const BREAKPOINTS = { sm: 600, carousel: 992, md: 1024, lg: 1440, xl: 1920 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query for "this breakpoint and wider" (mobile first). */
export const atLeast = (breakpoint: Breakpoint): string => `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
