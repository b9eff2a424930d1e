// The §5 validation rules, as yup tests named exactly as in §5, each with its message in the
// page's language (`useRules()`, or `rulesFor()` outside React).
// A schema chains them in the order they should speak: `string().default('').test(required).test(email)`;
// the form hook (src/ui/form/use-form.ts) shows the FIRST failing one per field. Every rule but
// `required` (and the photo rules, which judge the whole list) lets an empty value pass, so an
// optional field stays optional and an empty required field says "required", not "wrong format".
import { string, type TestConfig } from 'yup';
import { validationTexts } from '../i18n/catalogues';
import type { Lang } from '../i18n/lang';
import { useLang } from '../i18n/lang-context';
import { useTexts } from '../i18n/texts';
import type { ValidationTexts } from '../i18n/validation.ka';
import { formatNumber, normalizePhone, parseNumber, readsAsThousands } from './format';
import { GALLERY_MAX, GALLERY_MIN, SMS_CODE_LENGTH, TEXT_MAX_LENGTH } from './limits';

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

/** A rule that judges only filled-in values. */
function filled(name: string, message: TestConfig['message'], ok: (value: unknown) => boolean): TestConfig {
  return { name, message, test: (value) => isEmpty(value) || ok(value) };
}

// the same shapes the server checks (openapi/components/requestBodies/Register.yaml)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;

// The photo rules judge the listing's whole photo list, an array of objects: items with
// `main: true` are the main photo, the others are the gallery (§3 main_photo and flat_photos, §9).

function photoCounts(value: unknown): { main: number; gallery: number } {
  const items: unknown[] = Array.isArray(value) ? value : [];
  const main = items.filter((item) => typeof item === 'object' && item !== null && 'main' in item && item.main === true).length;
  return { main, gallery: items.length - main };
}

const photoRule = (name: string, message: string, ok: (counts: { main: number; gallery: number }) => boolean): TestConfig => ({
  name,
  message,
  test: (value) => ok(photoCounts(value)),
});

function build(m: ValidationTexts, lang: Lang) {
  const required: TestConfig = {
    name: 'required',
    message: m.required,
    test: (value) => !isEmpty(value),
  };

  const email = filled('email', m.email, (value) => EMAIL.test(String(value)));

  /** A Georgian mobile number in any usual spelling (see normalizePhone). */
  const validatePhone = filled('validatePhone', m.validatePhone, (value) => normalizePhone(String(value)) !== null);

  /** At least 1 uppercase letter, 1 lowercase letter and 1 digit. */
  const validatePassword = filled('validatePassword', m.validatePassword, (value) => STRONG_PASSWORD.test(String(value)));

  /** The value must match `pattern`; the message says what `format` is expected (a whole number, a YouTube link…). */
  const wrongFormatError = (pattern: RegExp, format: keyof ValidationTexts['wrongFormatError']): TestConfig =>
    filled('wrongFormatError', m.wrongFormatError[format], (value) => pattern.test(String(value)));

  /**
   * An amount of lari and tetri: at most two decimals, as parseNumber reads it ('12,50', '1 000',
   * '1.000,5'). A lone mark before three digits ('6.125', '1,500') is refused: read as thousands it
   * would be a thousand times what may have been meant. Not a number is left to `numeric`.
   */
  const money: TestConfig = {
    name: 'wrongFormatError',
    message: ({ value }: { value: unknown }) => (readsAsThousands(String(value)) ? m.amountGrouping : m.wrongFormatError.amount),
    test: (value) => {
      if (isEmpty(value)) return true;
      const cents = parseNumber(value) * 100;
      return !readsAsThousands(String(value)) && (!Number.isFinite(cents) || Math.abs(cents - Math.round(cents)) < 1e-6);
    },
  };

  /** The value must be exactly `length` characters long (e.g. a 4-digit code). */
  const sameLengthError = (length: number): TestConfig =>
    filled('sameLengthError', m.sameLengthError(length), (value) => String(value).length === length);

  /** The value must equal the sibling field `field` (password confirmation). */
  const sameAs = (field: string): TestConfig => ({
    name: 'sameAs',
    message: m.sameAs,
    test(value) {
      const other: unknown = this.parent?.[field];
      return isEmpty(value) || value === other;
    },
  });

  /** At most `max` characters (default 1000, §5). */
  const maxLength = (max = TEXT_MAX_LENGTH): TestConfig =>
    filled('maxLength', m.maxLength(max), (value) => String(value).length <= max);

  const numeric = filled('numeric', m.numeric, (value) => Number.isFinite(parseNumber(value)));

  /** Greater than 0 (prices, areas). A value that is not a number is left to `numeric`. */
  const validateNumber = filled('validateNumber', m.validateNumber, (value) => {
    const n = parseNumber(value);
    return !Number.isFinite(n) || n > 0;
  });

  /** At most `max`, or `message` says so in a form's own words. A value that is not a number is left to `numeric`. */
  const maxValue = (max: number, message = m.maxValue(formatNumber(max, lang))): TestConfig =>
    filled('maxValue', message, (value) => {
      const n = parseNumber(value);
      return !Number.isFinite(n) || n <= max;
    });

  const requiredMainImg = photoRule('requiredMainImg', m.requiredMainImg, ({ main }) => main >= 1);
  const onlyOneMainImg = photoRule('onlyOneMainImg', m.onlyOneMainImg, ({ main }) => main <= 1);
  const requiredFlatImg = photoRule('requiredFlatImg', m.requiredFlatImg, ({ gallery }) => gallery >= GALLERY_MIN);
  const maxLengthArrayImg_10 = photoRule('maxLengthArrayImg_10', m.maxLengthArrayImg_10, ({ gallery }) => gallery <= GALLERY_MAX);
  const requiredMainAndFlatImg = photoRule(
    'requiredMainAndFlatImg',
    m.requiredMainAndFlatImg,
    ({ main, gallery }) => main >= 1 && gallery >= GALLERY_MIN,
  );

  return { required, email, validatePhone, validatePassword, wrongFormatError, money, sameLengthError, sameAs, maxLength, numeric, validateNumber, maxValue, requiredMainImg, onlyOneMainImg, requiredFlatImg, maxLengthArrayImg_10, requiredMainAndFlatImg };
}

/** The rules, each with its message in one language. */
export type Rules = ReturnType<typeof build>;

const built = new Map<ValidationTexts, Rules>();

/** The rules with a language's messages, built once per language. */
export function rulesFor(m: ValidationTexts, lang: Lang): Rules {
  let rules = built.get(m);
  if (!rules) {
    rules = build(m, lang);
    built.set(m, rules);
  }
  return rules;
}

/** The rules in the page's language. */
export const useRules = (): Rules => rulesFor(useTexts(validationTexts), useLang());

/** A code sent by SMS: digits only, then all of them, each rule saying so. */
export const smsCodeField = (r: Rules) => string().default('').test(r.required).test(r.wrongFormatError(/^\d+$/, 'code')).test(r.sameLengthError(SMS_CODE_LENGTH));
