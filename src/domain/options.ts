// The §3 option catalogue as typed lists, plus the kind rules and the §9 limits that depend on it.
import { optionsTexts } from '../i18n/catalogues';
import type { OptionsTexts } from '../i18n/options.ka';
import { useTexts } from '../i18n/texts';

export interface Option {
  value: string;
  label: string;
  /** other names a search finds it by */
  keywords?: readonly string[];
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

// two-level choice (§2 select): a main category with optional sub-options
export interface CategoryOption extends Option {
  children?: Option[];
}

export type PropertyKind = 1 | 2 | 3 | 4 | 5;

// integer keys of an object literal enumerate in ascending order, which is the order we show
function toOptions(labels: Readonly<Record<string | number, string>>): Option[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

function toGroups(groups: Readonly<Record<string, { title: string; items: Readonly<Record<number, string>> }>>): OptionGroup[] {
  return Object.values(groups).map(({ title, items }) => ({ label: title, options: toOptions(items) }));
}

function build(t: OptionsTexts) {
  const commercialKinds = toOptions(t.commercialKind);
  const landKinds = toOptions(t.landKind);
  const lists = {
    adTypes: toOptions(t.adType),
    objectStates: toOptions(t.objectState),
    commercialKinds,
    landKinds,
    propertyKinds: toOptions(t.propertyKind).map((option): CategoryOption => {
      if (option.value === '4') return { ...option, children: commercialKinds };
      if (option.value === '5') return { ...option, children: landKinds };
      return option;
    }),
    buildingMaterials: toOptions(t.buildingMaterial),
    commercialLocations: toOptions(t.commercialLocation),
    flatRepairs: toOptions(t.flatRepair),
    commercialRepairs: toOptions(t.commercialRepair),
    bedrooms: toOptions(t.bedrooms),
    commercialRooms: toOptions(t.commercialRooms),
    flatBathrooms: toOptions(t.flatBathroom),
    commercialBathrooms: toOptions(t.commercialBathroom),
    commercialBathroomCounts: toOptions(t.commercialBathroomCount),
    extraInfo: toOptions(t.extraInfo),
    heating: toOptions(t.heating),
    cookers: toOptions(t.cooker),
    parking: toOptions(t.parking),
    furniture: toOptions(t.furniture),
    communal: toOptions(t.communal),
    commercialEquipment: toOptions(t.commercialEquipment),
    shortTermAmenityGroups: toGroups(t.shortTermAmenities),
    landAmenityGroups: toGroups(t.landAmenities),
    proximityPlaces: toOptions(t.proximityPlace),
    travelModes: toOptions(t.travelMode),
    photoDescriptions: toOptions(t.photoDescription),
    statuses: toOptions(t.status),
    roles: toOptions(t.role),
    tariffNames: toOptions(t.tariff),
    sortOrders: toOptions(t.sort),
    // headings of the option groups (filter sections, form fields, detail page)
    optionTitles: t.titles,
    travelTime: t.travelTime,
  };
  // every flag id the detail page may show in `features`, across all flag groups (§3 ids 1-60)
  const featureLabels: ReadonlyMap<string, string> = new Map(
    [
      ...lists.extraInfo,
      ...lists.heating,
      ...lists.cookers,
      ...lists.parking,
      ...lists.furniture,
      ...lists.communal,
      ...lists.shortTermAmenityGroups.flatMap((group) => group.options),
      ...lists.landAmenityGroups.flatMap((group) => group.options),
    ].map((option) => [option.value, option.label]),
  );
  return { ...lists, featureLabels };
}

/** The §3 option catalogue in one language: its lists, headings and flag labels. */
export type OptionLists = ReturnType<typeof build>;

const built = new WeakMap<OptionsTexts, OptionLists>();

/** The option lists of a language's catalogue, built once per language. */
export function optionLists(t: OptionsTexts): OptionLists {
  let lists = built.get(t);
  if (!lists) {
    lists = build(t);
    built.set(t, lists);
  }
  return lists;
}

/** The option lists in the page's language. */
export const useOptions = (): OptionLists => optionLists(useTexts(optionsTexts));

// label of a code in a list; '' for an unknown or empty value, so it renders as nothing
export function labelOf(list: readonly Option[], value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const code = String(value);
  return list.find((option) => option.value === code)?.label ?? '';
}

// main kind of a two-level flatObjects value ('4,1,7' -> 4); §4: empty or unknown means 1
export function propertyKindOf(flatObjects: string | null | undefined): PropertyKind {
  const main = Number((flatObjects ?? '').split(',')[0]);
  return main === 2 || main === 3 || main === 4 || main === 5 ? main : 1;
}

// sub-categories of a two-level flatObjects value ('4,1,7' -> ['1', '7'])
export function subKindsOf(flatObjects: string | null | undefined): string[] {
  return (flatObjects ?? '').split(',').slice(1).map((part) => part.trim()).filter(Boolean);
}

// builds the two-level value back: main kind, then the chosen sub-categories (§4)
export function flatObjectsValue(kind: PropertyKind, subKinds: readonly string[] = []): string {
  return [String(kind), ...subKinds].join(',');
}

// the kind helpers take a kind number or a whole flatObjects value
type KindInput = number | string | null | undefined;

function kindOf(kind: KindInput): PropertyKind {
  return typeof kind === 'number' ? propertyKindOf(String(kind)) : propertyKindOf(kind);
}

export function isCommercial(kind: KindInput): boolean {
  return kindOf(kind) === 4;
}

export function isLand(kind: KindInput): boolean {
  return kindOf(kind) === 5;
}

const NONE: Option[] = [];

export function repairsFor(lists: OptionLists, kind: KindInput): Option[] {
  if (isLand(kind)) return NONE;
  return isCommercial(kind) ? lists.commercialRepairs : lists.flatRepairs;
}

export function bathroomsFor(lists: OptionLists, kind: KindInput): Option[] {
  if (isLand(kind)) return NONE;
  return isCommercial(kind) ? lists.commercialBathrooms : lists.flatBathrooms;
}

// flat, cottage and room count bedrooms; commercial counts rooms; land has none
export function roomsFor(lists: OptionLists, kind: KindInput): Option[] {
  if (isLand(kind)) return NONE;
  return isCommercial(kind) ? lists.commercialRooms : lists.bedrooms;
}

// §9: above these USD prices the range bound is dropped ("no limit"), by adType
export const PRICE_CAP = { 1: 500000, 2: 2000 } as const;
