import { describe, expect, it } from 'vitest';
import {
  formatList,
  addressLine,
  formatLariPerM2,
  formatLeadPerM2,
  firstTitleSegment,
  formatArea,
  formatDate,
  dateAndTime,
  formatDateTime,
  formatGel,
  formatGelPerM2,
  formatGelPrice,
  formatNumber,
  formatPhone,
  formatPrices,
  formatUsd,
  formatUsdPerM2,
  leadAmounts,
  normalizePhone,
  numberInput,
  parseNumber,
} from '../../../src/domain/format';

describe('formatNumber', () => {
  it('groups thousands with a plain space', () => {
    expect(formatNumber(125000, 'ka')).toBe('125 000');
    expect(formatNumber(1e6, 'ka')).toBe('1 000 000');
    expect(formatNumber(1250, 'ka')).toBe('1 250');
    expect(formatNumber(999, 'ka')).toBe('999');
    expect(formatNumber(1234567, 'ka')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('shows 0 as 0', () => {
    expect(formatNumber(0, 'ka')).toBe('0');
    expect(formatNumber(-0, 'ka')).toBe('0');
  });

  it('keeps up to 2 decimals only when present', () => {
    expect(formatNumber(12.5, 'ka')).toBe('12.5');
    expect(formatNumber(1234.567, 'ka')).toBe('1 234.57');
    expect(formatNumber(1.005, 'ka')).toBe('1.01');
    expect(formatNumber(85.0, 'ka')).toBe('85');
    expect(formatNumber(7.001, 'ka')).toBe('7');
  });

  it('stays safe with negatives and non-finite values', () => {
    expect(formatNumber(-1250.5, 'ka')).toBe('-1 250.5');
    expect(formatNumber(-0.001, 'ka')).toBe('0');
    expect(formatNumber(Number.NaN, 'ka')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'ka')).toBe('');
  });
});

describe('money and area', () => {
  it('writes USD prices and price per m²', () => {
    expect(formatUsd(125000, 'ka')).toBe('125 000 $');
    expect(formatUsd(0, 'ka')).toBe('0 $');
    expect(formatUsdPerM2(1250, 'ka')).toBe('1 250 $/მ²');
    expect(formatUsdPerM2(1250.75, 'ka')).toBe('1 250.75 $/მ²');
  });

  it('writes USD prices in whole lari at the rate, with a plain space', () => {
    expect(formatGelPrice(285000, 2.71, 'ka')).toBe('772 350 ₾');
    expect(formatGelPrice(123456.78, 2.71, 'ka')).toBe('334 568 ₾');
    expect(formatGelPrice(0, 2.71, 'ka')).toBe('0 ₾');
    expect(formatGelPerM2(2375, 2.71, 'ka')).toBe('6 436 ₾/მ²');
  });

  it('writes GEL with exactly 2 decimals', () => {
    expect(formatGel(124.5, 'ka')).toBe('124.50 ₾');
    expect(formatGel(0, 'ka')).toBe('0.00 ₾');
    expect(formatGel(1234, 'ka')).toBe('1 234.00 ₾');
    expect(formatGel(10.005, 'ka')).toBe('10.01 ₾');
  });

  it('writes areas in m²', () => {
    expect(formatArea(85, 'ka')).toBe('85 მ²');
    expect(formatArea(1200.5, 'ka')).toBe('1 200.5 მ²');
  });
});

// Intl separates Russian digits with a no-break space (U+00A0 or U+202F, by ICU version)
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('English and Russian', () => {
  it('write numbers and areas as Intl does, with the unit of the language', () => {
    expect(formatNumber(125000, 'en')).toBe('125,000');
    expect(spaced(formatNumber(1234.567, 'ru'))).toBe('1 234,57');
    expect(formatArea(1200.5, 'en')).toBe('1,200.5 m²');
    expect(spaced(formatArea(85, 'ru'))).toBe('85 м²');
  });

  it('write dollars and lari with their signs, the lari always as ₾', () => {
    expect(formatUsd(285000, 'en')).toBe('$285,000');
    expect(formatUsdPerM2(1250, 'en')).toBe('$1,250/m²');
    expect(formatGelPrice(285000, 2.71, 'en')).toBe('₾772,350');
    expect(spaced(formatUsd(285000, 'ru'))).toBe('285 000 $');
    expect(spaced(formatGelPerM2(2375, 2.71, 'ru'))).toBe('6 436 ₾/м²');
    expect(spaced(formatGel(124.5, 'ru'))).toBe('124,50 ₾');
    expect(spaced(formatPrices(285000, 2.71, 'GEL', 'ru'))).toBe('772 350 ₾ · 285 000 $');
    expect(formatPrices(285000, undefined, 'GEL', 'en')).toBe('$285,000');
  });

  it('write dates in Tbilisi time', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(spaced(formatDate('2026-11-22', 'ru'))).toBe('22 нояб. 2026 г.');
    expect(formatDateTime('2026-11-19T08:15:00Z', 'en')).toBe('19 Nov 2026, 12:15');
  });

  it('write a date and time as two pieces for a narrow cell to break between, the same characters', () => {
    expect(dateAndTime('2026-11-19T08:15:00Z', 'ka')).toEqual(['19.11.2026', '12:15']);
    expect(dateAndTime('2026-11-19T08:15:00Z', 'en')).toEqual(['19 Nov 2026,', '12:15']);
    expect(dateAndTime('2026-11-19T08:15:00Z', 'ru').map(spaced)).toEqual(['19 нояб. 2026 г.,', '12:15']);
    // joined by the space the cell puts between them, exactly the text of formatDateTime (its spaces too)
    for (const lang of ['ka', 'en', 'ru'] as const) {
      for (const iso of ['2026-11-19T08:15:00Z', '2026-01-02T23:59:00+04:00', '2026-11-22']) expect(dateAndTime(iso, lang).join(' ')).toBe(formatDateTime(iso, lang));
    }
    expect(dateAndTime('yesterday', 'en')).toEqual(['yesterday']);
    expect(dateAndTime(null, 'en')).toEqual(['']);
  });
});

describe('numbers typed into a form', () => {
  it('reads a decimal comma (Georgian and Russian phone keyboards) as well as a point', () => {
    expect(parseNumber('54,5')).toBe(54.5);
    expect(parseNumber('54.5')).toBe(54.5);
    expect(parseNumber(' 0,85 ')).toBe(0.85);
    expect(parseNumber('0,125')).toBe(0.125);
    expect(parseNumber('-2')).toBe(-2);
  });

  it('reads commas before three digits as thousands, whatever the language the page was in when it was typed', () => {
    expect(parseNumber('165,000')).toBe(165000);
    expect(parseNumber('1,250.5')).toBe(1250.5);
    expect(parseNumber('1,250,000')).toBe(1250000);
  });

  it('reads a point before exactly three digits as thousands too, as a comma', () => {
    expect(parseNumber('125.000')).toBe(125000);
    expect(parseNumber('1.250.000')).toBe(1250000);
    expect(parseNumber('1.250,5')).toBe(1250.5);
    expect(parseNumber('-12.500')).toBe(-12500);
    // a first group of 0 and other lengths stay decimals
    expect(parseNumber('0.125')).toBe(0.125);
    expect(parseNumber('1.25')).toBe(1.25);
    expect(parseNumber('1.2500')).toBe(1.25);
    expect(parseNumber('1.250.5')).toBeNaN();
  });

  it('takes spaces between thousands', () => {
    expect(parseNumber('120 000')).toBe(120000);
    expect(parseNumber('120\u00a0000,5')).toBe(120000.5);
    expect(parseNumber('12 34')).toBeNaN();
  });

  it('refuses what is not one number', () => {
    for (const text of ['', '12a', '1,2,3', '1.2.3', '1,5.3', '1e3', 'Infinity', '.', '-', '1,50,000']) expect(parseNumber(text)).toBeNaN();
    expect(parseNumber(undefined)).toBeNaN();
    expect(parseNumber(85)).toBe(85);
  });

  it('shows a number back in the language\'s form', () => {
    expect(numberInput(54.5, 'ru')).toBe('54,5');
    expect(numberInput(54.5, 'ka')).toBe('54.5');
    expect(numberInput(54.5, 'en')).toBe('54.5');
    expect(numberInput(120000, 'ru')).toBe('120000');
    expect(numberInput(null, 'ru')).toBe('');
    expect(parseNumber(numberInput(0.85, 'ru'))).toBe(0.85);
    // a comma or point before three digits would read as thousands
    expect(numberInput(45.125, 'ru')).toBe('45,1250');
    expect(numberInput(45.125, 'en')).toBe('45.1250');
    expect(parseNumber(numberInput(1.125, 'ru'))).toBe(1.125);
    expect(parseNumber(numberInput(1.125, 'ka'))).toBe(1.125);
  });
});

describe('formatPhone', () => {
  it('groups 12 digits as +XXX XXX XXX-XXX', () => {
    expect(formatPhone('+995599123456')).toBe('+995 599 123-456');
    expect(formatPhone('995599123456')).toBe('+995 599 123-456');
  });

  it('returns anything else unchanged', () => {
    expect(formatPhone('599123456')).toBe('599123456');
    expect(formatPhone('+9955991234567')).toBe('+9955991234567');
    expect(formatPhone('+995 599 123-456')).toBe('+995 599 123-456');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('normalizePhone', () => {
  it.each([
    '+995 599 12 34 56',
    '599123456',
    '995599123456',
    '(599) 12-34-56',
    '+995599123456',
    '00995 599 123 456',
    ' 599 123-456 ',
  ])('reads %j as +995599123456', (input) => {
    expect(normalizePhone(input)).toBe('+995599123456');
  });

  it.each(['', '59912345', '5991234567', '+99559912345', '+9955991234567', '+1 599 123 456', '322123456', '599abc123456', '+995 322 12 34 56'])(
    'refuses %j',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );

  it('refuses a missing value', () => {
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
});

describe('dates', () => {
  it('writes a calendar date as dd.mm.yyyy', () => {
    expect(formatDate('2026-11-22', 'ka')).toBe('22.11.2026');
    expect(formatDate('2026-01-05 09:07:00', 'ka')).toBe('05.01.2026');
  });

  it('shows zoned timestamps in Tbilisi time (UTC+4)', () => {
    expect(formatDate('2026-11-19T08:15:00.000000Z', 'ka')).toBe('19.11.2026');
    expect(formatDate('2026-11-21T22:30:00Z', 'ka')).toBe('22.11.2026');
    expect(formatDateTime('2026-11-19T08:15:00.000000Z', 'ka')).toBe('19.11.2026 12:15');
    expect(formatDateTime('2026-11-19T08:15:00+02:00', 'ka')).toBe('19.11.2026 10:15');
    expect(formatDateTime('2026-11-19T08:15:00+0400', 'ka')).toBe('19.11.2026 08:15');
  });

  it('keeps the wall-clock time of a timestamp without a zone', () => {
    expect(formatDateTime('2026-11-22 14:05:33', 'ka')).toBe('22.11.2026 14:05');
    expect(formatDateTime('2026-11-22T14:05', 'ka')).toBe('22.11.2026 14:05');
    expect(formatDateTime('2026-11-22', 'ka')).toBe('22.11.2026 00:00');
  });

  it('returns unreadable text unchanged and empty for nothing', () => {
    expect(formatDate('tomorrow', 'ka')).toBe('tomorrow');
    expect(formatDateTime('22/11/2026', 'ka')).toBe('22/11/2026');
    expect(formatDate(null, 'ka')).toBe('');
    expect(formatDateTime('', 'ka')).toBe('');
  });
});

describe('firstTitleSegment', () => {
  it('takes the text before the first comma, trimmed', () => {
    expect(firstTitleSegment('4-ოთახიანი ბინა ნაძალადევში, ორი აივნით')).toBe('4-ოთახიანი ბინა ნაძალადევში');
    expect(firstTitleSegment('  ბინა ვაკეში ,  მეტროსთან, ახალი ')).toBe('ბინა ვაკეში');
  });

  it('returns a Georgian title without commas whole', () => {
    expect(firstTitleSegment(' 2-ოთახიანი ბინა ისანში ')).toBe('2-ოთახიანი ბინა ისანში');
  });

  it('skips an empty lead and copes with nothing', () => {
    expect(firstTitleSegment(', ბინა საბურთალოზე')).toBe('ბინა საბურთალოზე');
    expect(firstTitleSegment('')).toBe('');
    expect(firstTitleSegment(null)).toBe('');
  });
});

describe('addressLine', () => {
  it('joins the street and the house number', () => {
    expect(addressLine('ცოტნე დადიანის ქუჩა', '151')).toBe('ცოტნე დადიანის ქუჩა 151');
    expect(addressLine(' მოსკოვის გამზირი ', 14)).toBe('მოსკოვის გამზირი 14');
  });

  it('leaves out a missing part', () => {
    expect(addressLine('ხიზანიშვილის ქუჩა', '')).toBe('ხიზანიშვილის ქუჩა');
    expect(addressLine('', '7')).toBe('7');
    expect(addressLine(null, null)).toBe('');
  });
});

describe('figures of one precision, and a lari figure as published', () => {
  it('gives a number or a price of 1 m² exactly the decimals asked for', () => {
    expect(formatNumber(12, 'en', 1)).toBe('12.0');
    expect(formatNumber(12, 'ka', 1)).toBe('12.0');
    expect(formatNumber(11.8, 'ru', 1)).toBe('11,8');
    expect(formatUsdPerM2(9, 'en', 1)).toBe('$9.0/m²');
    expect(formatUsdPerM2(9, 'ka', 1)).toBe('9.0 $/მ²');
  });

  it('writes a lari figure of 1 m² in whole lari, unconverted', () => {
    expect(formatLariPerM2(5880, 'en')).toBe('₾5,880/m²');
    expect(formatLariPerM2(5880, 'ka')).toBe('5 880 ₾/მ²');
  });
});

describe('formatList', () => {
  it('joins with the language\'s “and”, Georgian whatever the machine\'s locale data', () => {
    expect(formatList([], 'ka')).toBe('');
    expect(formatList(['VIP'], 'ka')).toBe('VIP');
    expect(formatList(['თბილისი, ვაკე'], 'ka')).toBe('თბილისი, ვაკე');
    expect(formatList(['VIP', 'გაფერადება'], 'ka')).toBe('VIP და გაფერადება');
    expect(formatList(['ვაკე', 'საბურთალო', 'ვერა'], 'ka')).toBe('ვაკე, საბურთალო და ვერა');
    expect(formatList(['VIP', 'Colour', 'Bump'], 'en')).toBe('VIP, Colour and Bump');
    expect(formatList(['VIP', 'Цвет'], 'ru')).toBe('VIP и Цвет');
  });
});

describe('a price in the visitor’s lead currency', () => {
  it('puts the lead currency’s amount first and the other after it, at the day’s rate', () => {
    expect(leadAmounts(285000, 2.71, 'GEL', 'ka')).toEqual([
      { currency: 'GEL', text: '772 350 ₾' },
      { currency: 'USD', text: '285 000 $' },
    ]);
    expect(leadAmounts(285000, 2.71, 'USD', 'en')).toEqual([
      { currency: 'USD', text: '$285,000' },
      { currency: 'GEL', text: '₾772,350' },
    ]);
    expect(formatPrices(299000, 2.71, 'GEL', 'ka')).toBe('810 290 ₾ · 299 000 $');
    expect(formatPrices(299000, 2.71, 'USD', 'en')).toBe('$299,000 · ₾810,290');
  });

  it('writes a price of 1 m² in the lead currency alone, in three languages', () => {
    expect(formatLeadPerM2(2117, 2.71, 'GEL', 'ka')).toBe('5 737 ₾/მ²');
    expect(formatLeadPerM2(2117, 2.71, 'GEL', 'en')).toBe('₾5,737/m²');
    expect(spaced(formatLeadPerM2(2117, 2.71, 'GEL', 'ru'))).toBe('5 737 ₾/м²');
    expect(formatLeadPerM2(2117, 2.71, 'USD', 'en')).toBe('$2,117/m²');
    // the headline's per m² is the same text
    expect(formatLeadPerM2(2375, 2.71, 'GEL', 'ru')).toBe(formatGelPerM2(2375, 2.71, 'ru'));
  });

  it('lets the dollars stand alone while the rate is unknown, whatever the lead', () => {
    expect(leadAmounts(285000, undefined, 'GEL', 'ru')).toEqual([{ currency: 'USD', text: formatUsd(285000, 'ru') }]);
    expect(formatPrices(285000, undefined, 'GEL', 'ka')).toBe('285 000 $');
    expect(formatLeadPerM2(2117, undefined, 'GEL', 'ka')).toBe('2 117 $/მ²');
  });
});
