// Which fields each property kind (and deal type) has, with their §3 choices: the one table the
// listing form asks from, the catalogue filters by, and the detail page and moderation panel show.
// Pure: no React, unit-tested on its own.
import {
  bathroomsFor,
  bedrooms,
  buildingMaterials,
  commercialBathroomCounts,
  commercialEquipment,
  commercialLocations,
  commercialRooms,
  communal,
  cookers,
  extraInfo,
  furniture,
  heating,
  landAmenityGroups,
  objectStates,
  optionTitles,
  parking,
  repairsFor,
  shortTermAmenityGroups,
  type Option,
  type OptionGroup,
  type PropertyKind,
} from './options';

export type AdType = 1 | 2;

/** The parameters of step 2 that depend on the kind (the area is always asked). */
export type ParamField =
  | 'object_state'
  | 'building_material'
  | 'commercial_location'
  | 'flat_count_bedrooms'
  | 'rooms'
  | 'floor'
  | 'floors_total'
  | 'repair'
  | 'bathroom'
  | 'bathroom_count';

/** A parameter chosen from a list (floor and storeys are typed numbers). */
export type ChoiceParam = Exclude<ParamField, 'floor' | 'floors_total'>;

/** The flag groups of step 3, each a set of §3 feature ids. */
export type FlagGroup = 'extraInfo' | 'heating' | 'cooker' | 'parking' | 'furniture' | 'communal' | 'equipment' | 'amenities';

interface KindFields {
  params: readonly ParamField[];
  flags: (adType: AdType) => readonly FlagGroup[];
}

const RESIDENTIAL: readonly ParamField[] = ['object_state', 'building_material', 'flat_count_bedrooms', 'floor', 'floors_total', 'repair', 'bathroom'];
const DWELLING_FLAGS: readonly FlagGroup[] = ['extraInfo', 'heating', 'cooker', 'parking', 'furniture', 'communal'];

const KINDS: Record<PropertyKind, KindFields> = {
  // §3 short-term amenities belong to flats for rent
  1: { params: RESIDENTIAL, flags: (adType) => (adType === 2 ? [...DWELLING_FLAGS, 'amenities'] : DWELLING_FLAGS) },
  // a house has storeys but does not stand on a floor
  2: { params: RESIDENTIAL.filter((field) => field !== 'floor'), flags: () => DWELLING_FLAGS },
  3: { params: RESIDENTIAL, flags: () => DWELLING_FLAGS },
  // a commercial space has no kitchen; it has its own equipment list instead
  4: {
    params: ['object_state', 'building_material', 'commercial_location', 'rooms', 'floor', 'floors_total', 'repair', 'bathroom', 'bathroom_count'],
    flags: () => ['extraInfo', 'heating', 'parking', 'furniture', 'communal', 'equipment'],
  },
  // §3: land has no rooms, floors, bathroom or repair; its utilities are among its own amenities
  5: { params: [], flags: () => ['amenities'] },
};

export function paramFields(kind: PropertyKind): readonly ParamField[] {
  return KINDS[kind].params;
}

export function flagGroups(kind: PropertyKind, adType: AdType): readonly FlagGroup[] {
  return KINDS[kind].flags(adType);
}

/** The heading of each list parameter (the form's label, the detail page's row). */
export const paramTitles: Record<ChoiceParam, string> = {
  object_state: optionTitles.objectState,
  building_material: optionTitles.buildingMaterial,
  commercial_location: optionTitles.commercialLocation,
  flat_count_bedrooms: optionTitles.bedrooms,
  rooms: optionTitles.rooms,
  repair: optionTitles.repair,
  bathroom: optionTitles.bathroom,
  bathroom_count: optionTitles.bathroomCount,
};

/** The choices of a list parameter for this kind (flat and commercial repair/bathroom differ). */
export function paramOptions(field: ChoiceParam, kind: PropertyKind): Option[] {
  switch (field) {
    case 'object_state':
      return objectStates;
    case 'building_material':
      return buildingMaterials;
    case 'commercial_location':
      return commercialLocations;
    case 'flat_count_bedrooms':
      return bedrooms;
    case 'rooms':
      return commercialRooms;
    case 'repair':
      return repairsFor(kind);
    case 'bathroom':
      return bathroomsFor(kind);
    case 'bathroom_count':
      return commercialBathroomCounts;
  }
}

// the flag groups of one list each, with their headings
const FLAG_LISTS: Record<Exclude<FlagGroup, 'amenities'>, OptionGroup> = {
  extraInfo: { label: optionTitles.extraInfo, options: extraInfo },
  heating: { label: optionTitles.heating, options: heating },
  cooker: { label: optionTitles.cooker, options: cookers },
  parking: { label: optionTitles.parking, options: parking },
  furniture: { label: optionTitles.furniture, options: furniture },
  communal: { label: optionTitles.communal, options: communal },
  equipment: { label: optionTitles.commercialEquipment, options: commercialEquipment },
};

/** A flag group as the form shows it: one labelled group, or several (the amenities). */
function flagOptionGroups(group: FlagGroup, kind: PropertyKind): OptionGroup[] {
  if (group !== 'amenities') return [FLAG_LISTS[group]];
  return kind === 5 ? landAmenityGroups : shortTermAmenityGroups;
}

/** The choices of one flag group for this kind, as one list. */
export function flagOptions(group: FlagGroup, kind: PropertyKind): Option[] {
  return flagOptionGroups(group, kind).flatMap((options) => options.options);
}

/** The step 3 flag groups (features, §3 ids 1-60) a kind and deal type offers. */
export function featureGroups(kind: PropertyKind, adType: AdType): OptionGroup[] {
  return flagGroups(kind, adType).flatMap((group) => flagOptionGroups(group, kind));
}

/** Every flag id the kind and deal type offers; ticked flags outside it are not sent. */
export function featureIds(kind: PropertyKind, adType: AdType): Set<string> {
  return new Set(featureGroups(kind, adType).flatMap((group) => group.options.map((option) => option.value)));
}
