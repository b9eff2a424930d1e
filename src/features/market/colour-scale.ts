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

/** The class that colours a step (market.css), or a district without a median. */
export const stepClass = (step: number | null) => `market-step--${step ?? 'none'}`;

/** What a marker or swatch of a step shows besides its colour: its number from 1, a dash without a median. */
export const stepMark = (step: number | null) => (step === null ? '–' : String(step + 1));

/** How many decimals the figures are given with (at most 2): 2117 -> 0, 15.6 -> 1. */
export function decimalsOf(figures: readonly number[]): number {
  return Math.min(2, Math.max(0, ...figures.map((figure) => String(figure).split('.')[1]?.length ?? 0)));
}

/**
 * The legend's steps: each one's lowest median, for medians given with `decimals`. A floor is
 * rounded up to that precision, so it never exceeds a median of its step (nor reaches one of the
 * step below); a step whose floor rounds to the next one's could hold no median and is left out,
 * as are all but the middle one when every district costs the same.
 */
export function stepFloors(scale: Scale, decimals = 0): Array<{ step: number; floor: number }> {
  if (scale.max === scale.min) return [{ step: Math.floor(STEPS / 2), floor: scale.min }];
  const unit = 10 ** decimals;
  // the epsilon keeps a floor that is a whole unit but for the float's error from rounding up
  const floors = Array.from({ length: STEPS }, (_, step) => ({
    step,
    floor: Math.ceil((scale.min + ((scale.max - scale.min) * step) / STEPS) * unit - 1e-9) / unit,
  }));
  return floors.filter((each, index) => floors[index + 1]?.floor !== each.floor);
}
