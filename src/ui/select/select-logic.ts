// Pure rules of the Select family (§4, §5, §9): no React, no DOM, unit-tested on their own.

export interface SelectOption {
  value: string;
  label: string;
  /** other names a search finds it by (a district's in the other languages) */
  keywords?: readonly string[];
}

export interface TwoLevelOption extends SelectOption {
  children?: readonly SelectOption[];
}

export interface RangeValue {
  from: number | null;
  to: number | null;
}

/** §9: at most this many labels in a trigger before the rest become '+N' */
export const MAX_SHOWN_LABELS = 2;
/** §9: the dropdown's maximum width and its gap from the trigger, in px */
export const DROPDOWN_MAX_WIDTH = 300;
export const DROPDOWN_OFFSET = 4;

// case folding for Georgian too: Mtavruli capitals (U+1C90..) lower to Mkhedruli,
// and NFC makes composed and decomposed forms of the same text compare equal
function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('ka').trim();
}

export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): readonly T[] {
  const needle = fold(query);
  if (!needle) return options;
  return options.filter((option) => [option.label, ...(option.keywords ?? [])].some((name) => fold(name).includes(needle)));
}

/** 'ბინა, სახლი +3': the first labels in option order, the rest counted */
export function summarizeLabels(labels: readonly string[], maxShown = MAX_SHOWN_LABELS): string {
  const shown = labels.slice(0, maxShown).join(', ');
  const rest = labels.length - maxShown;
  return rest > 0 ? `${shown} +${rest}` : shown;
}

/** labels of the chosen values, in the order of the options (not of picking) */
export function selectedLabels(options: readonly SelectOption[], values: readonly string[]): string[] {
  return options.filter((option) => values.includes(option.value)).map((option) => option.label);
}

/** §5: a required single select keeps its value when the chosen item is picked again */
export function toggleSingle(current: string | null, picked: string, required: boolean): string | null {
  if (picked !== current) return picked;
  return required ? current : null;
}

/** adds or removes a value, keeping the options' order so the emitted list is stable */
export function toggleMultiple(
  options: readonly SelectOption[],
  current: readonly string[],
  picked: string,
): string[] {
  const next = current.includes(picked) ? current.filter((value) => value !== picked) : [...current, picked];
  const order = new Map(options.map((option, index) => [option.value, index]));
  return next.sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
}

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** the next active index for a navigation key; stops at the ends like a native listbox */
export function moveActive(active: number, key: NavigationKey, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, count - 1);
    case 'ArrowUp':
      return active < 0 ? count - 1 : Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/**
 * Type-to-search: the next option after `active` whose label starts with `typed`, wrapping.
 * A repeated single character ('ბბბ') cycles through the options starting with it.
 */
export function typeaheadIndex(labels: readonly string[], active: number, typed: string): number {
  const folded = fold(typed);
  if (!folded || labels.length === 0) return active;
  const repeated = [...folded].every((char) => char === folded[0]);
  const needle = repeated ? folded[0]! : folded;
  // a longer search may stay on the current option; one character moves on
  const start = needle.length > 1 ? Math.max(active, 0) : active + 1;
  for (let step = 0; step < labels.length; step += 1) {
    const index = (start + step) % labels.length;
    if (fold(labels[index]!).startsWith(needle)) return index;
  }
  return active;
}

/** '4,7,8' → main '4' with subs ['7', '8']; the default main is the first option (§4) */
export function parseTwoLevel(
  value: string,
  options: readonly TwoLevelOption[],
): { main: string; subs: string[] } {
  const [head, ...rest] = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const main = options.find((option) => option.value === head) ?? options[0];
  if (!main) return { main: '', subs: [] };
  const allowed = main.children ?? [];
  return { main: main.value, subs: allowed.filter((child) => rest.includes(child.value)).map((child) => child.value) };
}

export function composeTwoLevel(main: string, subs: readonly string[]): string {
  return [main, ...subs].filter(Boolean).join(',');
}

/** a whole number inside [min, max] */
export const clampToRange = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.round(n)));

/**
 * A typed bound: a whole number kept inside the limits but off the slider's step (a budget of 420
 * stays 420, §9: a range's step is 1), never moved to meet the other bound, so nothing typed is
 * lost to the order the two were typed in (the caller orders an inverted pair when it applies it).
 * An empty input (null) leaves that side open.
 */
export function typeRangeBound(value: RangeValue, side: 'from' | 'to', input: number | null, limits: { min: number; max: number }): RangeValue {
  if (input === null || Number.isNaN(input)) return { ...value, [side]: null };
  return { ...value, [side]: clampToRange(input, limits.min, limits.max) };
}

/** A dragged thumb: as a typed bound, and it stops at the other thumb. */
export function slideRangeBound(
  value: RangeValue,
  side: 'from' | 'to',
  input: number,
  limits: { min: number; max: number },
): RangeValue {
  const next = typeRangeBound(value, side, input, limits);
  if (next.from === null || next.to === null) return next;
  return side === 'from' ? { ...next, from: Math.min(next.from, next.to) } : { ...next, to: Math.max(next.to, next.from) };
}

/** §5: a value at or above the maximum is the open-ended top bucket */
export function isTopBucket(n: number | null, max: number): boolean {
  return n === null || n >= max;
}

/** '500 000 $+' for the top bucket, '120 000 $' otherwise (as `format` writes the amount) */
export function rangeBoundText(n: number, max: number, format: (n: number) => string): string {
  const text = format(n);
  return n >= max ? `${text}+` : text;
}

export type Placement = 'bottom' | 'top';
export type Alignment = 'start' | 'end';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Where the dropdown goes inside the visible `bounds` (the viewport, or a scrolling dialog):
 * under the trigger unless there is no room below and more room above; left-aligned unless
 * it would run off the right edge. `room`: the height it has there, which its list shrinks to.
 */
export function placeDropdown(input: {
  trigger: Box;
  panel: { width: number; height: number };
  bounds: Box;
}): { placement: Placement; align: Alignment; room: number } {
  const { trigger, panel, bounds } = input;
  const below = bounds.bottom - trigger.bottom - DROPDOWN_OFFSET;
  const above = trigger.top - bounds.top - DROPDOWN_OFFSET;
  const placement: Placement = below < panel.height && above > below ? 'top' : 'bottom';
  const overflowsRight = trigger.left + panel.width > bounds.right;
  const align: Alignment = overflowsRight && trigger.right - panel.width >= bounds.left ? 'end' : 'start';
  return { placement, align, room: placement === 'top' ? above : below };
}
