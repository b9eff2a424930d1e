// The yup schemas of the listing form's steps (§3: steps 1, 2, 4, 5 and 6 are validated; of step 3
// only a proximity row begun and not finished), built from the shared §5 rules of the page's language. Which parameters step 2 checks
// depends on the kind the values themselves name.
import { mixed, object, string, type ObjectShape, type TestContext } from 'yup';
import { paramFields, type ParamField } from '../../domain/listing-kinds';
import { propertyKindOf } from '../../domain/options';
import type { Rules } from '../../domain/rules';
import { selectionErrors } from '../../ui/tariff-order/days-errors';
import { parseSelection, type Tariff } from '../../ui/tariff-order/order-selection';
import type { ListingFormTexts } from '../../i18n/listing-form.ka';
import { parsePhotos, parseProximity, proximityGap } from './listing-values';
import { YOUTUBE_LINK } from '../../domain/youtube';

export type Step = 1 | 2 | 3 | 4 | 5 | 6;
export const STEPS: readonly Step[] = [1, 2, 3, 4, 5, 6];

// limits of the contract's AnnouncementForm
export const HOUSE_NUMBER_MAX = 50;
export const DESCRIPTION_MAX = 5000;
export const FLOOR_MAX = 200;
export const AREA_MAX = 1_000_000;
export const PRICE_MAX = 100_000_000;

const text = () => string().default('');
type Text = ReturnType<typeof text>;

interface Context {
  /** the §5 rules with their messages in the page's language (useRules) */
  rules: Rules;
  /** the tariffs of step 6, once loaded */
  tariffs: readonly Tariff[] | null;
  /** the form's own checks' messages in the page's language */
  checks: ListingFormTexts['checks'];
  /** a tariff's minimum days, worded in the page's language */
  atLeast: (min: number) => string;
}

const positive = (r: Rules, max: number) => text().test(r.required).test(r.numeric).test(r.validateNumber).test(r.maxValue(max));

// photos judge the whole list: with neither a main photo nor a gallery the message asks for both
// (requiredMainAndFlatImg); once either is there, the rule of the missing one speaks. A photo that
// failed to upload is not the listing's: while one is in the list, the message says so (it may be
// the one the rules miss, and trying it again is what to do)
function photosRule(r: Rules, checks: Context['checks']) {
  const uploaded = {
    name: 'notUploaded',
    test(this: TestContext) {
      const failed = parsePhotos(this.originalValue).filter((photo) => photo.failed).length;
      return failed === 0 || this.createError({ message: checks.notUploaded(failed) });
    },
  };
  const neitherYet = {
    name: r.requiredMainAndFlatImg.name,
    message: r.requiredMainAndFlatImg.message,
    test: (value: unknown) => {
      const photos = parsePhotos(value);
      return photos.some((photo) => photo.main) || photos.length >= 2;
    },
  };
  return mixed()
    .transform((value: unknown) => parsePhotos(value).filter((photo) => !photo.failed))
    .test(uploaded)
    .test(r.onlyOneMainImg)
    .test(r.maxLengthArrayImg_10)
    .test(neitherYet)
    .test(r.requiredMainImg)
    .test(r.requiredFlatImg);
}

// a parameter is checked only where the chosen kind shows it
const ifShown = (field: ParamField, rule: Text) =>
  text().when('flatObjects', ([flatObjects]: unknown[], schema: Text) =>
    paramFields(propertyKindOf(typeof flatObjects === 'string' ? flatObjects : '')).includes(field) ? rule : schema,
  );

// the floor is at most the building's storeys, when both are whole numbers
function floorRule(r: Rules, checks: Context['checks']) {
  return text()
    .test(r.numeric)
    .test(r.wrongFormatError(/^(-[1-5]|\d+)$/, 'floor'))
    .test(r.maxValue(FLOOR_MAX))
    .test({
      name: 'floorAboveTotal',
      test(value) {
        const total: unknown = this.parent?.floors_total;
        if (typeof total !== 'string' || !/^\d+$/.test(total.trim()) || !/^-?\d+$/.test(value)) return true;
        return Number(value) <= Number(total) || this.createError({ message: checks.floorAboveTotal(total.trim()) });
      },
    });
}

function stepShape(step: Step, { rules: r, tariffs, checks, atLeast }: Context): ObjectShape {
  switch (step) {
    case 1:
      return {
        adType: text().test(r.required),
        flatObjects: text().test(r.required),
        district_id: text().test(r.required),
        address: text().test(r.required).test(r.maxLength()),
        address_house_number: text().test(r.required).test(r.maxLength(HOUSE_NUMBER_MAX)),
      };
    case 2:
      return {
        flat_square: positive(r, AREA_MAX),
        floor: ifShown('floor', floorRule(r, checks)),
        floors_total: ifShown('floors_total', text().test(r.numeric).test(r.validateNumber).test(r.wrongFormatError(/^\d+$/, 'wholeNumber')).test(r.maxValue(FLOOR_MAX))),
      };
    case 3:
      return {
        proximity: mixed().test({
          name: 'proximity',
          test(value) {
            const gap = parseProximity(value).map(proximityGap).find((each) => each !== null);
            return gap ? this.createError({ message: checks.proximity[gap] }) : true;
          },
        }),
      };
    case 4:
      return { photos: photosRule(r, checks), video: text().test(r.wrongFormatError(YOUTUBE_LINK, 'youtube')) };
    case 5:
      return {
        title: text().test(r.required).test(r.maxLength()),
        flat_description: text().test(r.required).test(r.maxLength(DESCRIPTION_MAX)),
        flat_cost: positive(r, PRICE_MAX),
      };
    case 6:
      return {
        basket: mixed().test({
          name: 'basket',
          test(value) {
            const first = tariffs ? Object.values(selectionErrors(parseSelection(value), tariffs, r, atLeast))[0] : undefined;
            return first ? this.createError({ message: first }) : true;
          },
        }),
      };
  }
}

/** The schema of steps 1 to `step`: moving on checks the current step and every one before it. */
export function schemaUpTo(step: Step, context: Context) {
  return object(Object.assign({}, ...STEPS.filter((s) => s <= step).map((s) => stepShape(s, context))));
}

// the step each field of the form (and each field a server 422 may name) is on
const FIELD_STEP: Record<string, Step> = {
  adType: 1,
  flatObjects: 1,
  district_id: 1,
  address: 1,
  address_house_number: 1,
  lat: 1,
  lng: 1,
  flat_square: 2,
  object_state: 2,
  building_material: 2,
  commercial_location: 2,
  flat_count_bedrooms: 2,
  rooms: 2,
  floor: 2,
  floors_total: 2,
  repair: 2,
  bathroom: 2,
  bathroom_count: 2,
  features: 3,
  proximity: 3,
  photos: 4,
  video: 4,
  title: 5,
  flat_description: 5,
  flat_cost: 5,
  basket: 6,
};

/** The first field, in the order of the steps, among `fields`; with its step. */
export function firstField(fields: readonly string[]): { field: string; step: Step } | null {
  const order = Object.keys(FIELD_STEP);
  const known = fields.filter((field) => field in FIELD_STEP).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const field = known[0];
  const step = field === undefined ? undefined : FIELD_STEP[field];
  return field === undefined || step === undefined ? null : { field, step };
}
