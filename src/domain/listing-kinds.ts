// Which fields each property kind (and deal type) has, with their §3 choices: the one table the
// listing form asks from, the catalogue filters by, and the detail page and moderation panel show.
// Pure: no React, unit-tested on its own. Labels come from the option lists it is given
// (`useOptions()`, or `optionLists()` outside React), so they are in the lists' language.
import { bathroomsFor, repairsFor, type Option, type OptionGroup, type OptionLists, type PropertyKind } from './options';

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
export function paramTitles({ optionTitles: titles }: OptionLists): Record<ChoiceParam, string> {
  return {
    object_state: titles.objectState,
    building_material: titles.buildingMaterial,
    commercial_location: titles.commercialLocation,
    flat_count_bedrooms: titles.bedrooms,
    rooms: titles.rooms,
    repair: titles.repair,
    bathroom: titles.bathroom,
    bathroom_count: titles.bathroomCount,
  };
}

/** The choices of a list parameter for this kind (flat and commercial repair/bathroom differ). */
export function paramOptions(lists: OptionLists, field: ChoiceParam, kind: PropertyKind): Option[] {
  switch (field) {
    case 'object_state':
      return lists.objectStates;
    case 'building_material':
      return lists.buildingMaterials;
    case 'commercial_location':
      return lists.commercialLocations;
    case 'flat_count_bedrooms':
      return lists.bedrooms;
    case 'rooms':
      return lists.commercialRooms;
    case 'repair':
      return repairsFor(lists, kind);
    case 'bathroom':
      return bathroomsFor(lists, kind);
    case 'bathroom_count':
      return lists.commercialBathroomCounts;
  }
}

/** A flag group as the form shows it: one labelled group, or several (the amenities). */
function flagOptionGroups(lists: OptionLists, group: FlagGroup, kind: PropertyKind): OptionGroup[] {
  const { optionTitles: titles } = lists;
  switch (group) {
    case 'extraInfo':
      return [{ label: titles.extraInfo, options: lists.extraInfo }];
    case 'heating':
      return [{ label: titles.heating, options: lists.heating }];
    case 'cooker':
      return [{ label: titles.cooker, options: lists.cookers }];
    case 'parking':
      return [{ label: titles.parking, options: lists.parking }];
    case 'furniture':
      return [{ label: titles.furniture, options: lists.furniture }];
    case 'communal':
      return [{ label: titles.communal, options: lists.communal }];
    case 'equipment':
      return [{ label: titles.commercialEquipment, options: lists.commercialEquipment }];
    case 'amenities':
      return kind === 5 ? lists.landAmenityGroups : lists.shortTermAmenityGroups;
  }
}

/** The choices of one flag group for this kind, as one list. */
export function flagOptions(lists: OptionLists, group: FlagGroup, kind: PropertyKind): Option[] {
  return flagOptionGroups(lists, group, kind).flatMap((options) => options.options);
}

/** The step 3 flag groups (features, §3 ids 1-60) a kind and deal type offers. */
export function featureGroups(lists: OptionLists, kind: PropertyKind, adType: AdType): OptionGroup[] {
  return flagGroups(kind, adType).flatMap((group) => flagOptionGroups(lists, group, kind));
}

/** Every flag id the kind and deal type offers (the same in every language); ticked flags outside it are not sent. */
export function featureIds(lists: OptionLists, kind: PropertyKind, adType: AdType): Set<string> {
  return new Set(featureGroups(lists, kind, adType).flatMap((group) => group.options.map((option) => option.value)));
}

// §3 flags that rule out the rest of their group: no heating beside a kind of heating, parking
// not used beside a space, and furnished or not (one or the other)
const ALONE: ReadonlyArray<{ group: FlagGroup; alone: readonly string[] }> = [
  { group: 'heating', alone: ['9'] },
  { group: 'parking', alone: ['16'] },
  { group: 'furniture', alone: ['55', '56'] },
];

/** The flags that go when `flag` is ticked: one that stands alone unticks the rest of its group, any other its group's lone ones. */
export function ruledOutBy(lists: OptionLists, kind: PropertyKind, flag: string): string[] {
  return ALONE.flatMap(({ group, alone }) => {
    const ids = flagOptions(lists, group, kind).map((option) => option.value);
    if (!ids.includes(flag)) return [];
    return ids.filter((id) => id !== flag && (alone.includes(flag) || alone.includes(id)));
  });
}
