// The §3 option catalogue as typed lists, plus the kind rules and the §9 limits that depend on it.
import { optionsKa } from '../i18n/options.ka';

export interface Option {
  value: string;
  label: string;
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

export const adTypes = toOptions(optionsKa.adType);
export const objectStates = toOptions(optionsKa.objectState);
export const commercialKinds = toOptions(optionsKa.commercialKind);
export const landKinds = toOptions(optionsKa.landKind);
export const propertyKinds: CategoryOption[] = toOptions(optionsKa.propertyKind).map((option) => {
  if (option.value === '4') return { ...option, children: commercialKinds };
  if (option.value === '5') return { ...option, children: landKinds };
  return option;
});
export const buildingMaterials = toOptions(optionsKa.buildingMaterial);
export const commercialLocations = toOptions(optionsKa.commercialLocation);
export const flatRepairs = toOptions(optionsKa.flatRepair);
export const commercialRepairs = toOptions(optionsKa.commercialRepair);
export const bedrooms = toOptions(optionsKa.bedrooms);
export const commercialRooms = toOptions(optionsKa.commercialRooms);
export const flatBathrooms = toOptions(optionsKa.flatBathroom);
export const commercialBathrooms = toOptions(optionsKa.commercialBathroom);
export const commercialBathroomCounts = toOptions(optionsKa.commercialBathroomCount);
export const extraInfo = toOptions(optionsKa.extraInfo);
export const heating = toOptions(optionsKa.heating);
export const cookers = toOptions(optionsKa.cooker);
export const parking = toOptions(optionsKa.parking);
export const furniture = toOptions(optionsKa.furniture);
export const communal = toOptions(optionsKa.communal);
export const commercialEquipment = toOptions(optionsKa.commercialEquipment);
export const shortTermAmenityGroups = toGroups(optionsKa.shortTermAmenities);
export const landAmenityGroups = toGroups(optionsKa.landAmenities);
export const proximityPlaces = toOptions(optionsKa.proximityPlace);
export const travelModes = toOptions(optionsKa.travelMode);
export const photoDescriptions = toOptions(optionsKa.photoDescription);
export const statuses = toOptions(optionsKa.status);
export const roles = toOptions(optionsKa.role);
export const tariffNames = toOptions(optionsKa.tariff);
export const sortOrders = toOptions(optionsKa.sort);

// headings of the option groups (filter sections, form fields, detail page)
export const optionTitles = optionsKa.titles;
export const travelTime = optionsKa.travelTime;

// label of a code in a list; '' for an unknown or empty value, so it renders as nothing
export function labelOf(list: readonly Option[], value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const code = String(value);
  return list.find((option) => option.value === code)?.label ?? '';
}

// every flag id the detail page may show in `features`, across all flag groups (§3 ids 1-60)
export const featureLabels: ReadonlyMap<string, string> = new Map(
  [
    ...extraInfo,
    ...heating,
    ...cookers,
    ...parking,
    ...furniture,
    ...communal,
    ...shortTermAmenityGroups.flatMap((group) => group.options),
    ...landAmenityGroups.flatMap((group) => group.options),
  ].map((option) => [option.value, option.label]),
);

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

export function repairsFor(kind: KindInput): Option[] {
  if (isLand(kind)) return NONE;
  return isCommercial(kind) ? commercialRepairs : flatRepairs;
}

export function bathroomsFor(kind: KindInput): Option[] {
  if (isLand(kind)) return NONE;
  return isCommercial(kind) ? commercialBathrooms : flatBathrooms;
}

// flat, cottage and room count bedrooms; commercial counts rooms; land has none
export function roomsFor(kind: KindInput): Option[] {
  if (isLand(kind)) return NONE;
  return isCommercial(kind) ? commercialRooms : bedrooms;
}

// §9: above these USD prices the range bound is dropped ("no limit"), by adType
export const PRICE_CAP = { 1: 500000, 2: 2000 } as const;
