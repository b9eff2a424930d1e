// The parameter rows of the detail page (§2: all parameters with their Georgian labels).
import type { components } from '../../api/schema.gen';
import { formatArea } from '../../domain/format';
import {
  bathroomsFor,
  buildingMaterials,
  commercialBathroomCounts,
  commercialKinds,
  commercialLocations,
  featureLabels,
  labelOf,
  landKinds,
  objectStates,
  optionTitles,
  propertyKindOf,
  propertyKinds,
  proximityPlaces,
  repairsFor,
  roomsFor,
  subKindsOf,
  travelModes,
} from '../../domain/options';
import { listingKa } from '../../i18n/listing.ka';

export type Listing = components['schemas']['Announcement'];

export interface Row {
  label: string;
  value: string;
}

/** 'კომერციული ფართი: ოფისი, სასტუმრო' from '4,7,8'. */
export function kindText(flatObjects: string): string {
  const kind = propertyKindOf(flatObjects);
  const children = kind === 4 ? commercialKinds : kind === 5 ? landKinds : [];
  const subs = subKindsOf(flatObjects).map((code) => labelOf(children, code)).filter(Boolean);
  const main = labelOf(propertyKinds, kind);
  return subs.length ? `${main}: ${subs.join(', ')}` : main;
}

type ParamFields = Pick<
  Listing,
  | 'flatObjects'
  | 'object_state'
  | 'building_material'
  | 'commercial_location'
  | 'flat_square'
  | 'flat_count_bedrooms'
  | 'rooms'
  | 'floor'
  | 'floors_total'
  | 'repair'
  | 'bathroom'
  | 'bathroom_count'
  | 'district_name'
>;

/** Every parameter the listing has, in reading order; unknown or empty values are left out. */
export function listingParams(listing: ParamFields): Row[] {
  const kind = propertyKindOf(listing.flatObjects);
  const t = listingKa.params;
  const rows: Row[] = [
    { label: t.kind, value: kindText(listing.flatObjects) },
    { label: optionTitles.objectState, value: labelOf(objectStates, listing.object_state) },
    { label: optionTitles.buildingMaterial, value: labelOf(buildingMaterials, listing.building_material) },
    { label: optionTitles.commercialLocation, value: labelOf(commercialLocations, listing.commercial_location) },
    { label: t.area, value: formatArea(listing.flat_square) },
    {
      label: kind === 4 ? optionTitles.rooms : optionTitles.bedrooms,
      value: labelOf(roomsFor(kind), kind === 4 ? listing.rooms : listing.flat_count_bedrooms),
    },
    { label: t.floor, value: listing.floor === null ? '' : t.floorOf(listing.floor, listing.floors_total) },
    { label: optionTitles.repair, value: labelOf(repairsFor(kind), listing.repair) },
    { label: optionTitles.bathroom, value: labelOf(bathroomsFor(kind), listing.bathroom) },
    { label: optionTitles.bathroomCount, value: labelOf(commercialBathroomCounts, listing.bathroom_count) },
    { label: t.district, value: listing.district_name },
  ];
  return rows.filter((row) => row.value !== '');
}

/** The flags (balcony, heating, communal systems, amenities, ...) as labels; unknown ids are skipped. */
export function featureList(features: readonly number[]): string[] {
  return features.map((id) => featureLabels.get(String(id)) ?? '').filter(Boolean);
}

/** 'მეტრო' + '12 წთ, ფეხით' for each proximity entry. */
export function proximityRows(proximity: Listing['proximity']): Row[] {
  return proximity
    .map((item) => ({
      label: labelOf(proximityPlaces, item.place),
      value: listingKa.proximity.minutes(item.minutes, labelOf(travelModes, item.mode)),
    }))
    .filter((row) => row.label !== '');
}
