// The market page's search: the deal is the route, the property kind the one query parameter (its
// main kind: 1 flat ... 5 land). Shared, as a listing links to the market of its kind.
import type { PropertyKind } from './options';

export const KINDS: readonly PropertyKind[] = [1, 2, 3, 4, 5];

/** The property kind an address asks for (`?flatObjects=2`); null for any other value or none. */
export function kindOf(search: string): PropertyKind | null {
  const value = new URLSearchParams(search).get('flatObjects');
  return KINDS.find((kind) => String(kind) === value) ?? null;
}

/** The query of a market page's address: the kind, or nothing. */
export function kindQuery(kind: PropertyKind | null): string {
  return kind === null ? '' : `?flatObjects=${kind}`;
}
