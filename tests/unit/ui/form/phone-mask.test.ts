import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../../../../src/domain/format';
import { caretAfterDigits, maskNationalPhone, nationalPart } from '../../../../src/ui/form/phone-mask';

describe('the phone mask +995 ### ###-###', () => {
  it('normalises every usual pasted spelling to the same national part', () => {
    for (const pasted of ['+995 599 12 34 56', '599123456', '995599123456', '+995599123456', '00995599123456', '(599) 12-34-56']) {
      expect(maskNationalPhone(pasted)).toBe('599 123-456');
    }
  });

  it('masks a number while it is typed', () => {
    expect(maskNationalPhone('5')).toBe('5');
    expect(maskNationalPhone('599')).toBe('599');
    expect(maskNationalPhone('5991')).toBe('599 1');
    expect(maskNationalPhone('599 1234')).toBe('599 123-4');
    expect(maskNationalPhone('')).toBe('');
  });

  it('drops letters, and keeps a digit beyond nine for the rule to refuse', () => {
    expect(maskNationalPhone('59a9')).toBe('599');
    expect(maskNationalPhone('5991234567')).toBe('599 123-4567');
    expect(normalizePhone(maskNationalPhone('5991234567'))).toBeNull();
  });

  it('drops the country code of an international number typed digit by digit', () => {
    expect(maskNationalPhone('+995 5')).toBe('5');
    expect(maskNationalPhone('9955991234')).toBe('599 123-4');
  });

  it('shows a stored number in the input', () => {
    expect(nationalPart('+995599123456')).toBe('599 123-456');
    expect(nationalPart(undefined)).toBe('');
  });

  it('keeps the caret behind the same digit', () => {
    expect(caretAfterDigits('599 123-456', 3)).toBe(3);
    expect(caretAfterDigits('599 123-456', 4)).toBe(5);
    expect(caretAfterDigits('599 123-456', 9)).toBe(11);
  });
});
