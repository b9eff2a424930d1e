// The map's and the list's colour of a district: its median's step on a scale of STEPS from the
// cheapest district's median to the dearest's (equal widths, so a step means the same prices
// everywhere on the page). Each step is a class whose colour is a token (market.css).

export const STEPS = 5;

export interface Scale {
  min: number;
  max: number;
}

/** The span of the medians there are; null when no district has one. */
export function scaleOf(medians: ReadonlyArray<number | null>): Scale | null {
  const known = medians.filter((median): median is number => median !== null);
  return known.length === 0 ? null : { min: Math.min(...known), max: Math.max(...known) };
}

/** The step (0, the cheapest, to STEPS - 1) of a median on the scale; null without a median. */
export function stepOf(median: number | null, scale: Scale | null): number | null {
  if (median === null || scale === null) return null;
  if (scale.max === scale.min) return Math.floor(STEPS / 2);
  const share = (median - scale.min) / (scale.max - scale.min);
  return Math.min(STEPS - 1, Math.floor(share * STEPS));
}

/** The lowest median of each step, for the legend. */
export function stepFloors(scale: Scale): number[] {
  return Array.from({ length: STEPS }, (_, step) => scale.min + ((scale.max - scale.min) * step) / STEPS);
}
