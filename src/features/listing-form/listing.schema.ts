// The yup schemas of the listing form's steps (§3: steps 1, 2, 4, 5 and 6 are validated, step 3
// is not), built from the shared §5 rules. Which parameters step 2 checks depends on the kind the
// values themselves name.
import { mixed, object, string, type ObjectShape } from 'yup';
import { paramFields, type ParamField } from '../../domain/listing-kinds';
import { propertyKindOf } from '../../domain/options';
import {
  maxLength,
  maxLengthArrayImg_10,
  maxValue,
  numeric,
  onlyOneMainImg,
  required,
  requiredFlatImg,
  requiredMainAndFlatImg,
  requiredMainImg,
  validateNumber,
  wrongFormatError,
} from '../../domain/rules';
import { parseSelection, selectionErrors, type Tariff } from '../../ui/tariff-order/order-selection';
import { parsePhotos } from './listing-values';
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
const positive = (max: number) => text().test(required).test(numeric).test(validateNumber).test(maxValue(max));

// photos judge the whole list: with neither a main photo nor a gallery the message asks for both
// (requiredMainAndFlatImg); once either is there, the rule of the missing one speaks
const neitherYet = {
  name: requiredMainAndFlatImg.name,
  message: requiredMainAndFlatImg.message,
  test: (value: unknown) => {
    const photos = parsePhotos(value);
    return photos.some((photo) => photo.main) || photos.length >= 2;
  },
};

const photosRule = mixed()
  .transform((value: unknown) => parsePhotos(value))
  .test(onlyOneMainImg)
  .test(maxLengthArrayImg_10)
  .test(neitherYet)
  .test(requiredMainImg)
  .test(requiredFlatImg);

interface Context {
  /** the tariffs of step 6, once loaded */
  tariffs: readonly Tariff[] | null;
}

// a parameter is checked only where the chosen kind shows it
const ifShown = (field: ParamField, rule: Text) =>
  text().when('flatObjects', ([flatObjects]: unknown[], schema: Text) =>
    paramFields(propertyKindOf(typeof flatObjects === 'string' ? flatObjects : '')).includes(field) ? rule : schema,
  );

function stepShape(step: Step, { tariffs }: Context): ObjectShape {
  switch (step) {
    case 1:
      return {
        adType: text().test(required),
        flatObjects: text().test(required),
        district_id: text().test(required),
        address: text().test(required).test(maxLength()),
        address_house_number: text().test(required).test(maxLength(HOUSE_NUMBER_MAX)),
      };
    case 2:
      return {
        flat_square: positive(AREA_MAX),
        floor: ifShown('floor', text().test(numeric).test(wrongFormatError(/^(-[1-5]|\d+)$/)).test(maxValue(FLOOR_MAX))),
        floors_total: ifShown('floors_total', text().test(numeric).test(validateNumber).test(wrongFormatError(/^\d+$/)).test(maxValue(FLOOR_MAX))),
      };
    case 3:
      return {};
    case 4:
      return { photos: photosRule, video: text().test(wrongFormatError(YOUTUBE_LINK)) };
    case 5:
      return {
        title: text().test(required).test(maxLength()),
        flat_description: text().test(required).test(maxLength(DESCRIPTION_MAX)),
        flat_cost: positive(PRICE_MAX),
      };
    case 6:
      return {
        basket: mixed().test({
          name: 'basket',
          test(value) {
            const first = tariffs ? Object.values(selectionErrors(parseSelection(value), tariffs))[0] : undefined;
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
