// The §5 validation messages in English, one per rule of src/domain/rules.ts (same names).
import { formatNumber } from '../domain/format';
import type { ValidationTexts } from './validation.ka';
import { plural } from './lang';

const texts: ValidationTexts = {
  required: 'Please fill in this field',
  email: 'Enter a valid email address',
  validatePhone: 'Enter a valid phone number',
  validatePassword: 'Password must contain at least 1 uppercase letter, 1 lowercase letter and 1 digit',
  wrongFormatError: {
    wholeNumber: 'Enter a whole number, without decimals',
    floor: 'Enter the floor as a whole number (-1 to -5 for a basement)',
    amount: 'Enter an amount with at most 2 decimal places, e.g. 12.50',
    code: 'Enter digits only',
    youtube: 'Paste a link to a YouTube video, e.g. https://www.youtube.com/watch?v=…',
  },
  amountGrouping: 'Write thousands without a mark (1000), decimals with at most two digits (1.50)',
  sameLengthError: (length: number) => `Enter all ${formatNumber(length, 'en')} ${plural('en', length, { one: 'digit', other: 'digits' })}`,
  sameAs: 'Passwords do not match',
  maxLength: (max: number) => `Use at most ${formatNumber(max, 'en')} ${plural('en', max, { one: 'character', other: 'characters' })}`,
  numeric: 'Enter a number in figures',
  requiredMainImg: 'A main photo is required',
  onlyOneMainImg: 'Only 1 photo can be the main photo',
  requiredFlatImg: 'At least two photos are required',
  maxLengthArrayImg_10: 'The gallery can hold at most 10 photos',
  requiredMainAndFlatImg: 'A main photo and at least two gallery photos are required',
  validateNumber: 'Only values greater than 0 are allowed',
  maxValue: (max: string) => `Value must not exceed ${max}`,
};

export default texts;
