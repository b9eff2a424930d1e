// Which fields of the listing form each property kind and deal type shows (§3 option catalogue);
// a field that is not shown is not sent either. Pure: no React, unit-tested on its own.
import {
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
  bathroomsFor,
  shortTermAmenityGroups,
  type Option,
  type OptionGroup,
  type PropertyKind,
} from '../../domain/options';

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

const RESIDENTIAL: readonly ParamField[] = ['object_state', 'building_material', 'flat_count_bedrooms', 'floor', 'floors_total', 'repair', 'bathroom'];

const PARAMS: Record<PropertyKind, readonly ParamField[]> = {
  1: RESIDENTIAL,
  // a house has storeys but does not stand on a floor
  2: RESIDENTIAL.filter((field) => field !== 'floor'),
  3: RESIDENTIAL,
  4: ['object_state', 'building_material', 'commercial_location', 'rooms', 'floor', 'floors_total', 'repair', 'bathroom', 'bathroom_count'],
  // §3: land has no rooms, floors, bathroom or repair
  5: [],
};

export function paramFields(kind: PropertyKind): readonly ParamField[] {
  return PARAMS[kind];
}

/** The choices of a select parameter for this kind (flat and commercial repair/bathroom differ). */
export function paramOptions(field: Exclude<ParamField, 'floor' | 'floors_total'>, kind: PropertyKind): Option[] {
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

/** The step 3 flag groups (features, §3 ids 1-60) a kind and deal type offers. */
export function featureGroups(kind: PropertyKind, adType: AdType): OptionGroup[] {
  if (kind === 5) return landAmenityGroups;
  const groups: OptionGroup[] = [
    { label: optionTitles.extraInfo, options: extraInfo },
    { label: optionTitles.heating, options: heating },
  ];
  // a commercial space has no kitchen; it has its own equipment list instead
  if (kind !== 4) groups.push({ label: optionTitles.cooker, options: cookers });
  groups.push(
    { label: optionTitles.parking, options: parking },
    { label: optionTitles.furniture, options: furniture },
    { label: optionTitles.communal, options: communal },
  );
  if (kind === 4) groups.push({ label: optionTitles.commercialEquipment, options: commercialEquipment });
  // §3 short-term amenities belong to flats for rent
  if (kind === 1 && adType === 2) groups.push(...shortTermAmenityGroups);
  return groups;
}

/** Every flag id the kind and deal type offers; ticked flags outside it are not sent. */
export function featureIds(kind: PropertyKind, adType: AdType): Set<string> {
  return new Set(featureGroups(kind, adType).flatMap((group) => group.options.map((option) => option.value)));
}
