import { describe, expect, it } from 'vitest';
import { userIdOf } from '../../../../../src/features/public-user/api/queries';

describe('userIdOf', () => {
  it('reads a positive id and refuses anything else, so no request goes out for it', () => {
    expect(userIdOf('23')).toBe(23);
    for (const raw of [undefined, '', 'abc', '0', '-4', '1.5', '012', '12345678901']) expect(userIdOf(raw)).toBeNull();
  });
});
