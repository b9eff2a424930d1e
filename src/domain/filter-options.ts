// Which of the catalogue's multiple-choice filters apply to a property kind and deal (a filter is
// offered only where the listing form lets an owner set its field), their option lists, and the
// option codes a search may hold for them.
import type { AdType, ListField } from './catalog-filters';
import { flagGroups, flagOptions, paramFields, paramOptions, type ChoiceParam, type FlagGroup } from './listing-kinds';
import { isCommercial, isLand, type Option, type OptionLists, type PropertyKind } from './options';

/** The filters chosen from the §3 option catalogue (districts come from the server). */
export type OptionField = Exclude<ListField, 'districts'>;

// the listing field each filter searches: a filter is offered only where the form lets an owner set it
const FILTERED: Record<OptionField, { param: ChoiceParam } | { flags: FlagGroup }> = {
  objectState: { param: 'object_state' },
  buildingMaterial: { param: 'building_material' },
  commercialLocation: { param: 'commercial_location' },
  repair: { param: 'repair' },
  bedrooms: { param: 'flat_count_bedrooms' },
  rooms: { param: 'rooms' },
  bathroom: { param: 'bathroom' },
  extraInfo: { flags: 'extraInfo' },
  heating: { flags: 'heating' },
  cooker: { flags: 'cooker' },
  parking: { flags: 'parking' },
  furniture: { flags: 'furniture' },
  communal: { flags: 'communal' },
  equipment: { flags: 'equipment' },
  amenities: { flags: 'amenities' },
};

function applies(field: OptionField, kind: PropertyKind, adType: AdType): boolean {
  const source = FILTERED[field];
  return 'param' in source ? paramFields(kind).includes(source.param) : flagGroups(kind, adType).includes(source.flags);
}

/**
 * The option list of a multiple-choice filter for a property kind and deal, in the lists'
 * language; an empty list means the filter does not apply (flats have no commercial location,
 * land has no bedrooms, ...).
 */
export function optionsFor(lists: OptionLists, field: OptionField, kind: PropertyKind, adType: AdType): Option[] {
  if (!applies(field, kind, adType)) return [];
  const source = FILTERED[field];
  return 'param' in source ? paramOptions(lists, source.param, kind) : flagOptions(lists, source.flags, kind);
}

// the codes from `from` to `to`
const span = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

// The option codes a search may hold: the API's (CatalogFilters), the same in every language. A
// search is read where no text may have loaded yet (the route's first query, the server's
// canonical address), so it is read by these, not by the labelled lists; the unit tests check
// that the two agree.
const CODES: Record<OptionField, (kind: PropertyKind) => readonly string[]> = {
  objectState: () => span(1, 3),
  buildingMaterial: () => span(1, 5),
  commercialLocation: () => span(1, 7),
  repair: (kind) => (isCommercial(kind) ? span(1, 6) : span(1, 4)),
  bedrooms: () => span(1, 4),
  rooms: () => span(1, 20),
  bathroom: (kind) => (isCommercial(kind) ? span(1, 2) : span(1, 4)),
  extraInfo: () => span(1, 4),
  heating: () => span(5, 9),
  cooker: () => span(10, 12),
  parking: () => span(13, 16),
  furniture: () => span(55, 56),
  communal: () => span(57, 60),
  equipment: () => ['23', '25'],
  amenities: (kind) => (isLand(kind) ? span(39, 54) : span(17, 35)),
};
// the sub-categories of commercial space and of land
export const SUB_KINDS: Partial<Record<PropertyKind, readonly string[]>> = { 4: span(1, 9), 5: span(1, 6) };

// a search is read several times per page (its query, its canonical address, every pager link):
// each filter's codes are worked out once per kind and deal
const knownCodes = new Map<string, readonly string[]>();

/** The codes a filter accepts for a property kind and deal; none where it does not apply. */
export function codesFor(field: OptionField, kind: PropertyKind, adType: AdType): readonly string[] {
  const key = `${field} ${kind} ${adType}`;
  let known = knownCodes.get(key);
  if (!known) {
    known = applies(field, kind, adType) ? CODES[field](kind) : [];
    knownCodes.set(key, known);
  }
  return known;
}
