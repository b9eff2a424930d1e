import { describe, expect, it } from 'vitest';
import { personName } from '../../../src/domain/person';

describe('personName', () => {
  it('writes the name, then the surname', () => {
    expect(personName({ name: 'ნინო', surname: 'ბერიძე' })).toBe('ნინო ბერიძე');
  });

  it('leaves no stray space when a part is empty', () => {
    expect(personName({ name: 'Levan', surname: '' })).toBe('Levan');
    expect(personName({ name: '', surname: 'Gelashvili' })).toBe('Gelashvili');
  });
});
