import { describe, expect, it } from 'vitest';
import { failed, isFieldErrors, renameFields } from '../../../../src/features/admin/shared/outcome';
import { districtSchema, isLocked, resultText } from '../../../../src/features/admin/settings/districts';
import { tariffSchema } from '../../../../src/features/admin/finance/tariff.schema';
import { firstErrors } from '../../../../src/ui/form/first-errors';

describe('what a refused call means for a form', () => {
  it('hands errors by field to the form, and nothing else', () => {
    expect(failed({ result: { reason: ['გთხოვთ, შეავსოთ ველი'] } })).toEqual({ ok: false, fields: { reason: ['გთხოვთ, შეავსოთ ველი'] } });
    expect(failed({ result: 'ჩამოჭრა შეუძლებელია' })).toEqual({ ok: false });
    expect(failed({ message: 'Server Error' })).toEqual({ ok: false });
    expect(failed(undefined)).toEqual({ ok: false });
    expect(isFieldErrors({ a: ['x'], b: 'y' })).toBe(false);
  });

  it("renames the server's nested field names to the form's", () => {
    expect(renameFields({ 'tariffs.0.price': ['x'] }, (key) => key.replace(/^tariffs\.\d+\./, ''))).toEqual({ price: ['x'] });
  });

  it('reads the text of a 403 or 422', () => {
    expect(resultText({ result: 'Cannot delete district' })).toBe('Cannot delete district');
    expect(resultText({ result: { id: ['x'] } })).toBeNull();
  });
});

describe('districts and tariffs', () => {
  it('locks a district with listings', () => {
    expect(isLocked({ listings_count: 1 })).toBe(true);
    expect(isLocked({ listings_count: 0 })).toBe(false);
  });

  it('needs every name of a district', async () => {
    expect(await firstErrors(districtSchema, { city: 'თბილისი', district: ' ', name_alternative: '' })).toEqual({
      district: 'გთხოვთ, შეავსოთ ველი',
      name_alternative: 'გთხოვთ, შეავსოთ ველი',
    });
  });

  it('keeps a tariff price at 0 or more and its maximum days not below the minimum', async () => {
    expect(await firstErrors(tariffSchema, { price: '0', min_days: '1', max_days: '30' })).toEqual({});
    expect(await firstErrors(tariffSchema, { price: '-2', min_days: '1.5', max_days: '2' })).toEqual({
      price: 'ფასი არ შეიძლება იყოს უარყოფითი',
      min_days: 'მიუთითეთ დღეების მთელი რიცხვი',
    });
    expect(await firstErrors(tariffSchema, { price: '5', min_days: '7', max_days: '3' })).toEqual({
      max_days: 'მაქსიმუმი არ უნდა იყოს მინიმუმზე ნაკლები',
    });
  });
});
