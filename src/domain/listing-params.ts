// A listing's parameters as labelled rows with the §3 option labels, for the detail page and the
// moderation panel alike. A parameter shows only where its kind has it (src/domain/listing-kinds.ts)
// and the listing says it.
import { addressLine, formatArea, formatPrices, formatUsdPerM2 } from './format';
import { paramFields, paramOptions, paramTitles, type ChoiceParam } from './listing-kinds';
import {
  adTypes,
  commercialKinds,
  featureLabels,
  labelOf,
  landKinds,
  optionTitles,
  propertyKindOf,
  propertyKinds,
  proximityPlaces,
  subKindsOf,
  travelModes,
  travelTime,
} from './options';
import type { Listing } from './listing';


export interface ParamRow {
  label: string;
  value: string;
}

/** What the panel shows beside the parameters (the detail page has its own price and address blocks). */
export interface RowsWith {
  price?: boolean;
  /** the day's GEL for 1 USD: the price in lari beside the dollars */
  rate?: number;
  deal?: boolean;
  address?: boolean;
}

/** 'კომერციული ფართი: ოფისი, სასტუმრო' from '4,7,8'. */
export function kindText(flatObjects: string): string {
  const kind = propertyKindOf(flatObjects);
  const children = kind === 4 ? commercialKinds : kind === 5 ? landKinds : [];
  const subs = subKindsOf(flatObjects).map((code) => labelOf(children, code)).filter(Boolean);
  const main = labelOf(propertyKinds, kind);
  return subs.length ? `${main}: ${subs.join(', ')}` : main;
}

const floorText = (floor: number, total: number | null) => (total ? `${floor} / ${total}` : String(floor));

type RowFields = Pick<Listing, 'flatObjects' | 'flat_square' | 'district_name' | ChoiceParam | 'floor' | 'floors_total'> &
  Partial<Pick<Listing, 'flat_cost' | 'flat_cost_m' | 'adType' | 'address' | 'address_house_number'>>;

/** Every parameter the listing has, in reading order; unknown or empty values are left out. */
export function parameterRows(listing: RowFields, include: RowsWith = {}): ParamRow[] {
  const kind = propertyKindOf(listing.flatObjects);
  const shown = paramFields(kind);
  const choice = (field: ChoiceParam): ParamRow => ({
    label: paramTitles[field],
    value: shown.includes(field) ? labelOf(paramOptions(field, kind), listing[field]) : '',
  });
  const { flat_cost: cost, flat_cost_m: perM2 } = listing;
  const rows: ParamRow[] = [
    ...(include.price && cost !== undefined ? [{ label: optionTitles.price, value: formatPrices(cost, include.rate) }] : []),
    ...(include.price && perM2 !== undefined ? [{ label: optionTitles.pricePerM2, value: formatUsdPerM2(perM2) }] : []),
    ...(include.deal ? [{ label: optionTitles.adType, value: labelOf(adTypes, listing.adType) }] : []),
    { label: optionTitles.propertyKind, value: kindText(listing.flatObjects) },
    { label: optionTitles.area, value: formatArea(listing.flat_square) },
    choice(kind === 4 ? 'rooms' : 'flat_count_bedrooms'),
    { label: optionTitles.floor, value: listing.floor === null || !shown.includes('floor') ? '' : floorText(listing.floor, listing.floors_total) },
    { label: optionTitles.district, value: listing.district_name },
    ...(include.address ? [{ label: optionTitles.address, value: addressLine(listing.address, listing.address_house_number) }] : []),
    choice('object_state'),
    choice('building_material'),
    choice('commercial_location'),
    choice('repair'),
    choice('bathroom'),
    choice('bathroom_count'),
  ];
  return rows.filter((row) => row.value !== '');
}

/** The flags (balcony, heating, communal systems, equipment, amenities, ...) as labels; unknown ids are skipped. */
export function featureNames(features: readonly number[]): string[] {
  return features.map((id) => featureLabels.get(String(id)) ?? '').filter(Boolean);
}

/** 'მეტრო' + '12 წთ, ფეხით' for each proximity entry. */
export function proximityRows(proximity: Listing['proximity']): ParamRow[] {
  return proximity
    .map((item) => ({ label: labelOf(proximityPlaces, item.place), value: travelTime(item.minutes, labelOf(travelModes, item.mode)) }))
    .filter((row) => row.label !== '');
}
