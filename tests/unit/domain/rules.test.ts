import { describe, expect, it } from 'vitest';
import { mixed, object, string, type TestConfig } from 'yup';
import { rulesFor, smsCodeField } from '../../../src/domain/rules';
import { formatNumber } from '../../../src/domain/format';
import { validationTexts } from '../../../src/i18n/catalogues';
import { textsFor } from '../../../src/i18n/texts';
import { validationKa } from '../../../src/i18n/validation.ka';

const {
  email,
  maxLength,
  maxLengthArrayImg_10,
  maxValue,
  money,
  numeric,
  onlyOneMainImg,
  required,
  requiredFlatImg,
  requiredMainAndFlatImg,
  requiredMainImg,
  sameAs,
  sameLengthError,
  validateNumber,
  validatePassword,
  validatePhone,
  wrongFormatError,
} = rulesFor(validationKa, 'ka');

/** The message a rule gives for a value, or null when the value passes. */
function judge(rule: TestConfig, value: unknown): string | null {
  try {
    mixed().nullable().test(rule).validateSync(value);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const main = { main: true };
const photo = { main: false };
const gallery = (n: number) => Array.from({ length: n }, () => photo);

describe('the §5 rules, each with its Georgian message', () => {
  it('required refuses empty, blank, missing and empty-list values', () => {
    for (const value of ['', '   ', undefined, null, []]) expect(judge(required, value)).toBe(validationKa.required);
    for (const value of ['ნინო', 0, [photo]]) expect(judge(required, value)).toBeNull();
  });

  it('email wants an address', () => {
    expect(judge(email, 'nino.beridze@')).toBe(validationKa.email);
    expect(judge(email, 'nino beridze@example.ge')).toBe(validationKa.email);
    expect(judge(email, 'nino.beridze@example.ge')).toBeNull();
  });

  it('validatePhone wants a Georgian mobile number in any usual spelling', () => {
    expect(judge(validatePhone, '599 12')).toBe(validationKa.validatePhone);
    expect(judge(validatePhone, '322 123-456')).toBe(validationKa.validatePhone);
    expect(judge(validatePhone, 'abc')).toBe(validationKa.validatePhone);
    for (const value of ['599 123-456', '+995 599 12 34 56', '995599123456', '+995599123456']) {
      expect(judge(validatePhone, value)).toBeNull();
    }
  });

  it('validatePassword wants an uppercase letter, a lowercase letter and a digit', () => {
    for (const value of ['tbilisi2024', 'TBILISI2024', 'Tbilisi']) expect(judge(validatePassword, value)).toBe(validationKa.validatePassword);
    expect(judge(validatePassword, 'Tbilisi2024')).toBeNull();
  });

  it('wrongFormatError checks a pattern', () => {
    expect(judge(wrongFormatError(/^\d+$/, 'code'), '12a4')).toBe(validationKa.wrongFormatError.code);
    expect(judge(wrongFormatError(/^\d+$/, 'code'), '1234')).toBeNull();
  });

  it('money wants at most two decimals, whatever grouping the one number reading takes', () => {
    for (const value of ['12,50', '12.5', '1 000', '1.000,50', '1,000.5', '12.000,00', '5000']) expect(judge(money, value)).toBeNull();
    for (const value of ['12,3456', '0,1255', '1.000,505']) expect(judge(money, value)).toBe(validationKa.wrongFormatError.amount);
  });

  it('money refuses a lone mark before three digits, a thousand or thousandths, saying how to write either', () => {
    for (const value of ['6.125', '1,500', ' 1.000 ', '-2,500', '0,125']) expect(judge(money, value)).toBe(validationKa.amountGrouping);
  });

  it('sameLengthError wants an exact length, and says it', () => {
    expect(judge(sameLengthError(4), '123')).toBe('სიგრძე არ ემთხვევა: შეიყვანეთ 4-ვე ციფრი');
    expect(judge(sameLengthError(4), '0397')).toBeNull();
  });

  it('sameAs compares with a sibling field', () => {
    const schema = object({ password: string(), password_confirmation: string().test(sameAs('password')) });
    expect(() => schema.validateSync({ password: 'Tbilisi2024', password_confirmation: 'Tbilisi2025' })).toThrow(validationKa.sameAs);
    expect(schema.isValidSync({ password: 'Tbilisi2024', password_confirmation: 'Tbilisi2024' })).toBe(true);
  });

  it('maxLength allows 1000 characters by default, or a given limit', () => {
    expect(judge(maxLength(), 'ა'.repeat(1001))).toBe(validationKa.maxLength(1000));
    expect(judge(maxLength(), 'ა'.repeat(1000))).toBeNull();
    expect(judge(maxLength(5), 'ვაკე-საბურთალო')).toBe(validationKa.maxLength(5));
  });

  it('numeric wants a number', () => {
    expect(judge(numeric, '12a')).toBe(validationKa.numeric);
    expect(judge(numeric, '85.5')).toBeNull();
    expect(judge(numeric, 85)).toBeNull();
    expect(judge(numeric, '1e3')).toBe(validationKa.numeric);
  });

  it('validateNumber wants more than 0', () => {
    expect(judge(validateNumber, '0')).toBe(validationKa.validateNumber);
    expect(judge(validateNumber, -5)).toBe(validationKa.validateNumber);
    expect(judge(validateNumber, '125000')).toBeNull();
  });

  it('maxValue caps a number and names the cap', () => {
    expect(judge(maxValue(200), 201)).toBe(validationKa.maxValue('200'));
    expect(judge(maxValue(500000), '600000')).toBe('მნიშვნელობა არ უნდა აღემატებოდეს 500 000-ს');
    expect(judge(maxValue(200), '200')).toBeNull();
    expect(judge(maxValue(5000, 'ერთ ჯერზე მეტი'), '6000')).toBe('ერთ ჯერზე მეტი');
  });

  it('lets an empty optional value pass every rule but required', () => {
    for (const rule of [email, validatePhone, validatePassword, wrongFormatError(/^\d$/, 'wholeNumber'), sameLengthError(4), maxLength(1), numeric, validateNumber, maxValue(1)]) {
      expect(judge(rule, '')).toBeNull();
    }
  });
});

describe('the photo rules judge the whole photo list', () => {
  it('requiredMainImg wants a main photo', () => {
    expect(judge(requiredMainImg, gallery(3))).toBe(validationKa.requiredMainImg);
    expect(judge(requiredMainImg, [main, ...gallery(2)])).toBeNull();
  });

  it('onlyOneMainImg allows one main photo', () => {
    expect(judge(onlyOneMainImg, [main, main, ...gallery(2)])).toBe(validationKa.onlyOneMainImg);
    expect(judge(onlyOneMainImg, [main, ...gallery(2)])).toBeNull();
  });

  it('requiredFlatImg wants at least two gallery photos', () => {
    expect(judge(requiredFlatImg, [main, photo])).toBe(validationKa.requiredFlatImg);
    expect(judge(requiredFlatImg, [main, ...gallery(2)])).toBeNull();
  });

  it('maxLengthArrayImg_10 allows at most 10 gallery photos', () => {
    expect(judge(maxLengthArrayImg_10, [main, ...gallery(11)])).toBe(validationKa.maxLengthArrayImg_10);
    expect(judge(maxLengthArrayImg_10, [main, ...gallery(10)])).toBeNull();
  });

  it('requiredMainAndFlatImg wants the main photo and two gallery photos', () => {
    expect(judge(requiredMainAndFlatImg, [])).toBe(validationKa.requiredMainAndFlatImg);
    expect(judge(requiredMainAndFlatImg, gallery(4))).toBe(validationKa.requiredMainAndFlatImg);
    expect(judge(requiredMainAndFlatImg, [main, ...gallery(2)])).toBeNull();
  });
});

describe('the rules in English and Russian', () => {
  it('speak the language of their texts, with its number format', () => {
    const en = rulesFor(textsFor(validationTexts, 'en'), 'en');
    expect(judge(en.required, '')).toBe('Please fill in this field');
    expect(judge(en.maxValue(500000), '600000')).toBe('Value must not exceed 500,000');
    expect(judge(en.requiredMainAndFlatImg, [])).toBe('A main photo and at least two gallery photos are required');
    const ru = rulesFor(textsFor(validationTexts, 'ru'), 'ru');
    expect(judge(ru.numeric, '12a')).toBe('Введите число цифрами');
    expect(judge(ru.maxValue(500000), '600000')).toBe('Значение не должно превышать 500\u00a0000');
  });

  it('say how many digits a code must have', () => {
    const en = rulesFor(textsFor(validationTexts, 'en'), 'en');
    expect(judge(en.sameLengthError(4), '123')).toBe('Enter all 4 digits');
    expect(judge(en.sameLengthError(1), '12')).toBe('Enter all 1 digit');
    const ru = rulesFor(textsFor(validationTexts, 'ru'), 'ru');
    expect(judge(ru.sameLengthError(4), '123')).toBe('Введите все 4 цифры');
    expect(judge(ru.sameLengthError(6), '123')).toBe('Введите все 6 цифр');
    expect(judge(ru.sameLengthError(1), '12')).toBe('Введите все 1 цифру');
  });

  it('judge an SMS code by its digits, then by their number: a short code asks for all of them', () => {
    const ru = rulesFor(textsFor(validationTexts, 'ru'), 'ru');
    const message = (code: string) => {
      try {
        smsCodeField(ru).validateSync(code);
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : null;
      }
    };
    expect(message('12')).toBe('Введите все 4 цифры');
    expect(message('12a')).toBe('Введите только цифры');
    expect(message('')).toBe('Заполните это поле');
    expect(message('1234')).toBeNull();
  });

  it('are built once per language', () => {
    const en = textsFor(validationTexts, 'en');
    expect(rulesFor(en, 'en')).toBe(rulesFor(en, 'en'));
    expect(rulesFor(en, 'en')).not.toBe(rulesFor(validationKa, 'ka'));
  });
});

describe('a number typed in the page\'s language', () => {
  // the catalogues load before the tests run, not while they are collected
  const inLang = (lang: 'en' | 'ru') => rulesFor(textsFor(validationTexts, lang), lang);

  it('takes a Russian or Georgian decimal comma in every number rule', () => {
    const ru = inLang('ru');
    expect(judge(ru.numeric, '54,5')).toBeNull();
    expect(judge(numeric, '54,5')).toBeNull();
    expect(judge(ru.validateNumber, '0,5')).toBeNull();
    expect(judge(ru.maxValue(10), '10,5')).toBe(textsFor(validationTexts, 'ru').maxValue('10'));
  });

  it('reads a number the same in every language: a switch of language changes nothing typed', () => {
    const en = inLang('en');
    const ru = inLang('ru');
    expect(judge(en.numeric, '54,5')).toBeNull();
    // '1,500' is fifteen hundred on every page: over 1 000 in Russian too, within 2 000 in English
    expect(judge(ru.maxValue(1000), '1,500')).toBe(textsFor(validationTexts, 'ru').maxValue(formatNumber(1000, 'ru')));
    expect(judge(en.maxValue(2000), '1,500')).toBeNull();
  });

  it('says in English and Russian what format a field expects and how long it may be', () => {
    const en = inLang('en');
    const ru = inLang('ru');
    expect(judge(en.wrongFormatError(/^\d+$/, 'wholeNumber'), '2.5')).toBe('Enter a whole number, without decimals');
    expect(judge(en.maxLength(1000), 'a'.repeat(1001))).toBe('Use at most 1,000 characters');
    expect(judge(ru.maxLength(80), 'а'.repeat(81))).toBe('Используйте не больше 80 символов');
    expect(judge(ru.maxLength(21), 'а'.repeat(22))).toBe('Используйте не больше 21 символа');
  });
});
