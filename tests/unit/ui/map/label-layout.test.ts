import { describe, expect, it } from 'vitest';
import { placeLabels, type Box, type LabelPlace, type LabelRequest } from '../../../../src/ui/map/label-layout';

const RULES = { radius: 10, gap: 3, apart: 10, reach: 96 };
const FRAME = { x: 0, y: 0, width: 343, height: 560 };
// the zoom buttons' corner
const CONTROLS = [{ x: 10, y: 10, width: 34, height: 64 }];

const around = ({ x, y }: { x: number; y: number }, width: number, height: number): Box => ({ x: x - width / 2, y: y - height / 2, width, height });
const meet = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// the mock's fourteen districts on a 375 px phone: a marker's centre, its label's size, and
// whether it has a drawn area (32 × 27 px) around its 20 px marker
const PHONE: Array<[number, number, number, number, boolean]> = [
  [159, 346, 85, 34, true],
  [110, 315, 69, 34, true],
  [180, 295, 80, 34, true],
  [92, 266, 70, 34, true],
  [143, 251, 69, 34, true],
  [180, 407, 69, 34, true],
  [167, 212, 86, 34, true],
  [222, 356, 69, 34, true],
  [204, 154, 69, 34, true],
  [273, 327, 69, 34, true],
  [146, 317, 39, 19, false],
  [101, 171, 90, 19, false],
  [70, 247, 32, 19, false],
  [202, 377, 72, 19, false],
];

// the same on a 320 px phone: the same zoom (the markers' spacing sets it) in a map 57 px narrower
// and 72 px shorter, with as much room on either side
const NARROW_FRAME = { x: 0, y: 0, width: 286, height: 488 };
const NARROW = PHONE.map(([x, y, ...rest]): (typeof PHONE)[number] => [x - 29, y - 36, ...rest]);

function layout(districts: typeof PHONE, frame: Box) {
  const labels: LabelRequest[] = districts.map(([x, y, width, height]) => ({ anchor: { x, y }, width, height }));
  const keepClear = districts.map(([x, y, , , area]) => (area ? around({ x, y }, 32, 27) : around({ x, y }, 20, 20)));
  return { labels, keepClear, places: placeLabels(labels, keepClear, CONTROLS, frame, RULES) };
}

describe('the labels of a map', () => {
  it('sit beside their marker, right of it first, where nothing is in the way', () => {
    const [place] = placeLabels([{ anchor: { x: 100, y: 100 }, width: 60, height: 30 }], [around({ x: 100, y: 100 }, 20, 20)], [], FRAME, RULES);
    // the marker's right edge, the gap, then the label, level with the marker
    expect(place).toEqual({ box: { x: 113, y: 85, width: 60, height: 30 }, leader: null });
  });

  it('go round their neighbours, on a leader when there is no room beside their marker', () => {
    // three markers in a row, 26 px apart: the middle one's label goes above or below, on a leader or beside
    const row = [80, 106, 132].map((x) => ({ anchor: { x, y: 200 }, width: 60, height: 30 }));
    const keepClear = row.map(({ anchor }) => around(anchor, 20, 20));
    const places = placeLabels(row, keepClear, [], FRAME, RULES);
    expect(places.every(Boolean)).toBe(true);
    const boxes = places.map((place) => place?.box ?? FRAME);
    boxes.forEach((box, at) => {
      expect(keepClear.some((clear) => meet(box, clear))).toBe(false);
      expect(boxes.filter((other, index) => index !== at && meet(box, other))).toEqual([]);
    });
  });

  it.each([
    ['375', PHONE, FRAME],
    ['320', NARROW, NARROW_FRAME],
  ] as const)('give every one of the mock’s fourteen districts a place on a %s px phone, none over another, a marker, a control or the edge', (_, districts, frame) => {
    const { keepClear, places } = layout(districts, frame);
    expect(places.filter((place) => place === null)).toHaveLength(0);
    const boxes = places.flatMap((place: LabelPlace | null) => (place ? [place.box] : []));
    const inside = (box: Box) => box.x >= 0 && box.y >= 0 && box.x + box.width <= frame.width && box.y + box.height <= frame.height;
    boxes.forEach((box, at) => {
      expect(inside(box), `label ${at} inside the map`).toBe(true);
      expect([...boxes.slice(at + 1), ...keepClear, ...CONTROLS].filter((other) => meet(box, other)), `label ${at} over something`).toEqual([]);
    });
  });

  it('leave out a label with no room, and one whose marker is out of view', () => {
    const boxed = { anchor: { x: 30, y: 30 }, width: 200, height: 30 };
    const small = { x: 0, y: 0, width: 60, height: 60 };
    expect(placeLabels([boxed], [around(boxed.anchor, 20, 20)], [], small, RULES)).toEqual([null]);
    const away = { anchor: { x: 400, y: 30 }, width: 20, height: 10 };
    expect(placeLabels([away], [around(away.anchor, 20, 20)], [], FRAME, RULES)).toEqual([null]);
  });
});
