import { describe, expect, it } from 'vitest';
import { authTexts } from '../../../../src/i18n/catalogues';
import { textsFor } from '../../../../src/i18n/texts';

describe('the auth texts that count', () => {
  it('wait out a 429 in seconds, in the plural form each language asks for', () => {
    expect(textsFor(authTexts, 'ka').tooManyAttempts(42)).toBe('ძალიან ბევრი მცდელობა. სცადეთ ხელახლა 42 წამში.');
    expect(textsFor(authTexts, 'en').tooManyAttempts(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(textsFor(authTexts, 'en').tooManyAttempts(60)).toBe('Too many attempts. Try again in 60 seconds.');
    const ru = textsFor(authTexts, 'ru').tooManyAttempts;
    expect(ru(1)).toBe('Слишком много попыток. Повторите через 1 секунду.');
    expect(ru(21)).toBe('Слишком много попыток. Повторите через 21 секунду.');
    expect(ru(42)).toBe('Слишком много попыток. Повторите через 42 секунды.');
    expect(ru(60)).toBe('Слишком много попыток. Повторите через 60 секунд.');
    expect(ru(11)).toBe('Слишком много попыток. Повторите через 11 секунд.');
  });
});
