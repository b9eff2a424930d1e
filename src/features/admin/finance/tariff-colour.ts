/** A tariff's colour as `#rrggbb`, or null: only that goes into a style attribute. */
export function swatchColour(colour: string | null): string | null {
  return colour !== null && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null;
}
