import { describe, expect, it } from 'vitest';
import { AREA_MAX_VERTICES, decodeArea, encodeArea, inTbilisi, rounded } from '../../../src/domain/geo';

const area = [
  { lat: 41.72, lng: 44.74 },
  { lat: 41.73, lng: 44.79 },
  { lat: 41.69, lng: 44.8 },
];

describe('the area text form', () => {
  it('writes lat,lng pairs separated by semicolons with at most 5 decimals', () => {
    expect(encodeArea([{ lat: 41.7234567, lng: 44.7 }, ...area.slice(1)])).toBe('41.72346,44.7;41.73,44.79;41.69,44.8');
    expect(encodeArea([{ lat: -33.9, lng: -70.123456 }])).toBe('-33.9,-70.12346');
  });

  it('reads back what it wrote', () => {
    expect(decodeArea(encodeArea(area))).toEqual(area);
    const drawn = [{ lat: 41.7234567, lng: 44.7111111 }, ...area.slice(1)].map(rounded);
    expect(decodeArea(encodeArea(drawn))).toEqual(drawn);
  });

  it('refuses fewer than 3 or more than the most vertices', () => {
    expect(decodeArea('41.7,44.7;41.8,44.8')).toBeNull();
    const many = Array.from({ length: AREA_MAX_VERTICES + 1 }, (_, i) => `41.${i},44.7`).join(';');
    expect(decodeArea(many)).toBeNull();
    expect(decodeArea(many.split(';').slice(1).join(';'))).toHaveLength(AREA_MAX_VERTICES);
  });

  it('refuses malformed and out-of-range values', () => {
    for (const raw of [
      '',
      null,
      '41.7,44.7;41.8,44.8;41.9',
      '41.7,44.7,1;41.8,44.8;41.9,44.9',
      '41.7,44.7;41.8,44.8;91,44.9',
      '41.7,44.7;41.8,44.8;41.9,181',
      '41.7,44.7;41.8,44.8;41.9,44.123456',
      '41.7,44.7;41.8,44.8;4e1,44.9',
      '41.7,44.7;;41.9,44.9',
    ]) {
      expect(decodeArea(raw), String(raw)).toBeNull();
    }
  });
});

describe('the drawn city', () => {
  it('holds a place in Vake, not one in Batumi', () => {
    expect(inTbilisi({ lat: 41.7095, lng: 44.7562 })).toBe(true);
    expect(inTbilisi({ lat: 41.6423, lng: 41.6339 })).toBe(false);
  });
});
