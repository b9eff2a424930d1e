// The listing's parameters as label/value lines for the moderation panel, with the §3 option
// labels of src/domain/options.ts; empty values are left out.
import { addressLine, formatArea, formatUsd, formatUsdPerM2 } from '../../../domain/format';
import {
  adTypes,
  bathroomsFor,
  buildingMaterials,
  commercialBathroomCounts,
  commercialEquipment,
  commercialKinds,
  commercialLocations,
  featureLabels,
  isCommercial,
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
} from '../../../domain/options';
import { adminKa } from '../../../i18n/admin.ka';
import type { Listing } from './use-queue';

export interface Fact {
  label: string;
  value: string;
}

export function listingFacts(listing: Listing): Fact[] {
  const t = adminKa.panel;
  const o = optionTitles;
  const kind = propertyKindOf(listing.flatObjects);
  const commercial = isCommercial(kind);
  const subKinds = subKindsOf(listing.flatObjects).map((code) => labelOf(commercial ? commercialKinds : landKinds, code));
  const rows: Array<[string, string]> = [
    [t.price, formatUsd(listing.flat_cost)],
    [t.pricePerM2, formatUsdPerM2(listing.flat_cost_m)],
    [t.area, formatArea(listing.flat_square)],
    [o.adType, labelOf(adTypes, listing.adType)],
    [o.propertyKind, [labelOf(propertyKinds, kind), ...subKinds].filter(Boolean).join(', ')],
    [commercial ? o.rooms : o.bedrooms, labelOf(roomsFor(kind), commercial ? listing.rooms : listing.flat_count_bedrooms)],
    [t.floor, listing.floor === null ? '' : t.floorOf(listing.floor, listing.floors_total)],
    [t.district, listing.district_name],
    [t.address, addressLine(listing.address, listing.address_house_number)],
    [o.objectState, labelOf(objectStates, listing.object_state)],
    [o.buildingMaterial, labelOf(buildingMaterials, listing.building_material)],
    [o.commercialLocation, labelOf(commercialLocations, listing.commercial_location)],
    [o.repair, labelOf(repairsFor(kind), listing.repair)],
    [o.bathroom, labelOf(bathroomsFor(kind), listing.bathroom)],
    [o.bathroomCount, labelOf(commercialBathroomCounts, listing.bathroom_count)],
  ];
  return rows.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}

/** The labels of the listing's flags (extra info, heating, parking, amenities, equipment ...). */
export function featureNames(listing: Listing): string[] {
  return listing.features.map((id) => featureLabels.get(String(id)) || labelOf(commercialEquipment, id)).filter(Boolean);
}

/** 'მეტრო — 3 წთ ფეხით' for each proximity entry. */
export function proximityLines(listing: Listing): string[] {
  return listing.proximity.map(
    (entry) => `${labelOf(proximityPlaces, entry.place)} — ${adminKa.panel.minutes(entry.minutes)} ${labelOf(travelModes, entry.mode)}`,
  );
}
