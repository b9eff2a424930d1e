// A colour the API gives (a tariff's, a listing's frame) goes into a style attribute, which the
// server's policy allows by its hash: anything but `#rrggbb` there would be CSS of the API's own.

/** The colour as `#rrggbb`, or null. */
export function cssColour(colour: string | null | undefined): string | null {
  return typeof colour === 'string' && /^#[0-9a-f]{6}$/i.test(colour) ? colour : null;
}
