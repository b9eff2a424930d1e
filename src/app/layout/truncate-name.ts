/** The header shows at most 6 (narrow screens) or 12 (wide screens) characters of the name. */
export const NAME_CHARS = { narrow: 6, wide: 12 } as const;

export function truncateName(name: string, wide: boolean): string {
  const limit = wide ? NAME_CHARS.wide : NAME_CHARS.narrow;
  // by code points, so a Georgian letter is never cut in half
  const chars = Array.from(name.trim());
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : chars.join('');
}
