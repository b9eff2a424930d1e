// A listing's parameters as labelled rows with the §3 option labels, for the detail page and the
// moderation panel alike. A parameter shows only where its kind has it (src/domain/listing-kinds.ts)
// and the listing says it. Labels and formats are those of the option lists and language given
// (`useOptions()` and `useLang()` in a component).
import { localized } from './localized';
import type { Lang } from '../i18n/lang';
import { addressLine, formatArea, formatPrices, formatUsdPerM2 } from './format';
import { paramFields, paramOptions, paramTitles, type ChoiceParam } from './listing-kinds';
import { labelOf, propertyKindOf, subKindsOf, type OptionLists } from './options';
import type { Listing } from './listing';
import { langMark } from './written-in';


export interface ParamRow {
  label: string;
  value: string;
  /** the `lang` of a value in the author's own words (the address), where it is not the page's */
  lang?: Lang;
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
export function kindText(lists: OptionLists, flatObjects: string): string {
  const kind = propertyKindOf(flatObjects);
  const children = kind === 4 ? lists.commercialKinds : kind === 5 ? lists.landKinds : [];
  const subs = subKindsOf(flatObjects).map((code) => labelOf(children, code)).filter(Boolean);
  const main = labelOf(lists.propertyKinds, kind);
  return subs.length ? `${main}: ${subs.join(', ')}` : main;
}

const floorText = (floor: number, total: number | null) => (total ? `${floor} / ${total}` : String(floor));

type RowFields = Pick<Listing, 'flatObjects' | 'flat_square' | 'district_name' | 'district_name_en' | 'district_name_ru' | ChoiceParam | 'floor' | 'floors_total'> &
  Partial<Pick<Listing, 'flat_cost' | 'flat_cost_m' | 'adType' | 'address' | 'address_house_number'>>;

// the street's letters tell the line's language: a house number's ('24ბ') may differ
const addressRow = (label: string, { address = '', address_house_number }: RowFields, lang: Lang): ParamRow => ({
  label,
  value: addressLine(address, address_house_number),
  lang: langMark(address, lang),
});

/** Every parameter the listing has, in reading order; unknown or empty values are left out. */
export function parameterRows(lists: OptionLists, lang: Lang, listing: RowFields, include: RowsWith = {}): ParamRow[] {
  const kind = propertyKindOf(listing.flatObjects);
  const shown = paramFields(kind);
  const titles = lists.optionTitles;
  const choiceTitles = paramTitles(lists);
  const choice = (field: ChoiceParam): ParamRow => ({
    label: choiceTitles[field],
    value: shown.includes(field) ? labelOf(paramOptions(lists, field, kind), listing[field]) : '',
  });
  const { flat_cost: cost, flat_cost_m: perM2 } = listing;
  const rows: ParamRow[] = [
    ...(include.price && cost !== undefined ? [{ label: titles.price, value: formatPrices(cost, include.rate, 'USD', lang) }] : []),
    ...(include.price && perM2 !== undefined ? [{ label: titles.pricePerM2, value: formatUsdPerM2(perM2, lang) }] : []),
    ...(include.deal ? [{ label: titles.adType, value: labelOf(lists.adTypes, listing.adType) }] : []),
    { label: titles.propertyKind, value: kindText(lists, listing.flatObjects) },
    { label: titles.area, value: formatArea(listing.flat_square, lang) },
    choice(kind === 4 ? 'rooms' : 'flat_count_bedrooms'),
    { label: titles.floor, value: listing.floor === null || !shown.includes('floor') ? '' : floorText(listing.floor, listing.floors_total) },
    { label: titles.district, value: localized(listing, 'district_name', lang) },
    ...(include.address ? [addressRow(titles.address, listing, lang)] : []),
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
export function featureNames(lists: OptionLists, features: readonly number[]): string[] {
  return features.map((id) => lists.featureLabels.get(String(id)) ?? '').filter(Boolean);
}

/** 'მეტრო' + '12 წთ, ფეხით' for each proximity entry. */
export function proximityRows(lists: OptionLists, proximity: Listing['proximity']): ParamRow[] {
  return proximity
    .map((item) => ({ label: labelOf(lists.proximityPlaces, item.place), value: lists.travelTime(item.minutes, labelOf(lists.travelModes, item.mode)) }))
    .filter((row) => row.label !== '');
}
