// Where a map writes its labels: each beside its anchor (a marker), or further out with a leader
// line where its neighbours leave no room beside it, never over another label, a marker, a leader
// or the map's edge. A greedy search (the most crowded anchor first, the nearest free place for
// each, again with those left out first): a few milliseconds for a few dozen labels.
import type { Pixel } from './spread';

/** A rectangle on screen: its top-left corner and size, in pixels. */
export interface Box extends Pixel {
  width: number;
  height: number;
}

export interface LabelRequest {
  anchor: Pixel;
  width: number;
  height: number;
}

export interface LabelPlace {
  box: Box;
  /** from the anchor's edge to the box, where the box is not beside its anchor */
  leader: [Pixel, Pixel] | null;
}

export interface LayoutRules {
  /** the markers' radius: a leader starts at its marker's edge */
  radius: number;
  /** the space kept between a label and anything else */
  gap: number;
  /** the space kept between a label and the anchors of others, so that it is seen as its own's */
  apart: number;
  /** how far beyond the box it keeps clear of a label may go, at the end of its leader */
  reach: number;
}

// the cartographer's order of places beside a point: right and above first (Imhof)
const BESIDE = [0, -45, 45, -135, 180, 135, -90, 90];
// further out, every 7.5 degrees, nearest to the right first (0, -7.5, 7.5, -15, ...): on a
// narrow map the room left between crowded neighbours can be a gap that coarser steps pass over
const AROUND = Array.from({ length: 48 }, (_, at) => (at % 2 ? -1 : 1) * Math.ceil(at / 2) * 7.5);
const STEP = 12;

const grown = (box: Box, by: number): Box => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inside = (box: Box, frame: Box) =>
  box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height;

/** The point of `box` nearest to `point`. */
const nearest = (box: Box, point: Pixel): Pixel => ({
  x: Math.min(Math.max(point.x, box.x), box.x + box.width),
  y: Math.min(Math.max(point.y, box.y), box.y + box.height),
});

const cross = (o: Pixel, a: Pixel, b: Pixel) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether two segments cross (a touch is no crossing). */
function segmentsMeet([a, b]: [Pixel, Pixel], [c, d]: [Pixel, Pixel]): boolean {
  const [d1, d2, d3, d4] = [cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)];
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether a segment meets a box: an end inside it, or a crossing of one of its sides. */
function segmentMeetsBox(segment: [Pixel, Pixel], box: Box): boolean {
  const within = (p: Pixel) => p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height;
  if (within(segment[0]) || within(segment[1])) return true;
  const [tl, tr, br, bl] = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  const sides: Array<[Pixel, Pixel]> = [
    [tl, tr],
    [tr, br],
    [br, bl],
    [bl, tl],
  ];
  return sides.some((side) => segmentsMeet(segment, side));
}

/** A label's box beyond the box it keeps clear of, `distance` further in the direction of `degrees` (0: right, -90: up). */
function boxAt(label: LabelRequest, own: Box, degrees: number, distance: number): Box {
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // the label's side (or corner, diagonally) nearest its own box touches that box's
  const lean = (part: number) => Math.max(-1, Math.min(1, part * Math.SQRT2));
  const centre = {
    x: own.x + own.width / 2 + lean(cos) * ((own.width + label.width) / 2) + cos * distance,
    y: own.y + own.height / 2 + lean(sin) * ((own.height + label.height) / 2) + sin * distance,
  };
  return { x: centre.x - label.width / 2, y: centre.y - label.height / 2, width: label.width, height: label.height };
}

/** The candidates of one label by ring, nearest first: beside its own box, then further out on a leader. */
function rings(label: LabelRequest, own: Box, rules: LayoutRules): LabelPlace[][] {
  const all: LabelPlace[][] = [BESIDE.map((degrees) => ({ box: boxAt(label, own, degrees, 0), leader: null }))];
  for (let distance = STEP; distance <= rules.reach; distance += STEP) {
    all.push(
      AROUND.map((degrees): LabelPlace => {
        const box = boxAt(label, own, degrees, distance);
        const end = nearest(box, label.anchor);
        const length = Math.hypot(end.x - label.anchor.x, end.y - label.anchor.y);
        const from = { x: label.anchor.x + ((end.x - label.anchor.x) * rules.radius) / length, y: label.anchor.y + ((end.y - label.anchor.y) * rules.radius) / length };
        return { box, leader: [from, end] };
      }),
    );
  }
  return all;
}

/** The distance between two boxes (0 where they meet). */
const between = (a: Box, b: Box) =>
  Math.hypot(Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width)), Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height)));

// beyond this distance from every other anchor, a label is plainly not theirs
const CLEAR_OF_OTHERS = 24;

/**
 * One greedy pass: each label in `order` takes the nearest ring with a free place, and in it the
 * place furthest from the other anchors (up to CLEAR_OF_OTHERS), the first in order of preference.
 */
function pass(order: readonly number[], labels: readonly LabelRequest[], keepClear: readonly Box[], fixed: readonly Box[], frame: Box, rules: LayoutRules) {
  const clear = keepClear.map((box) => grown(box, rules.gap));
  const apart = keepClear.map((box) => grown(box, rules.apart));
  const placed: Array<LabelPlace | null> = labels.map(() => null);
  const taken: Box[] = [];
  const leaders: Array<[Pixel, Pixel]> = [];
  for (const at of order) {
    const label = labels[at];
    const own = clear[at];
    if (!label || !own || !inside({ ...label.anchor, width: 0, height: 0 }, frame)) continue;
    const fits = ({ box, leader }: LabelPlace) =>
      inside(box, frame) &&
      !apart.some((obstacle, index) => overlap(box, index === at ? own : obstacle)) &&
      !fixed.some((obstacle) => overlap(box, obstacle)) &&
      !taken.some((other) => overlap(box, other)) &&
      !leaders.some((line) => segmentMeetsBox(line, box)) &&
      (!leader ||
        (!clear.some((obstacle, index) => index !== at && segmentMeetsBox(leader, obstacle)) &&
          !taken.some((other) => segmentMeetsBox(leader, other)) &&
          !leaders.some((line) => segmentsMeet(line, leader))));
    const clearance = ({ box }: LabelPlace) => Math.min(CLEAR_OF_OTHERS, ...keepClear.filter((_, index) => index !== at).map((other) => between(box, other)));
    for (const ring of rings(label, own, rules)) {
      const free = ring.filter(fits);
      const place = free.reduce<LabelPlace | undefined>((best, each) => (best && clearance(best) >= clearance(each) ? best : each), undefined);
      if (!place) continue;
      placed[at] = place;
      taken.push(grown(place.box, rules.gap));
      if (place.leader) leaders.push(place.leader);
      break;
    }
  }
  return placed;
}

const ROUNDS = 6;
const shown = (places: ReadonlyArray<LabelPlace | null>) => places.filter(Boolean).length;

/**
 * A place for each label (null where there is none) within `frame`, clear of each other, their
 * leaders, the boxes that `keepClear` gives each label's anchor (label i's is keepClear[i], in
 * which its own leader starts) and the `others` (the map's controls, anchors without a label).
 */
export function placeLabels(labels: readonly LabelRequest[], keepClear: readonly Box[], others: readonly Box[], frame: Box, rules: LayoutRules): Array<LabelPlace | null> {
  const fixed = others.map((box) => grown(box, rules.gap));
  const inView = labels.filter((label) => inside({ ...label.anchor, width: 0, height: 0 }, frame)).length;
  // the most crowded anchors choose first, while there is still room around them
  const crowd = (label: LabelRequest) => labels.filter((other) => Math.hypot(other.anchor.x - label.anchor.x, other.anchor.y - label.anchor.y) < rules.reach).length;
  const crowdedFirst = labels.map((label, at) => ({ at, crowd: crowd(label) })).sort((a, b) => b.crowd - a.crowd || a.at - b.at).map(({ at }) => at);
  let best: Array<LabelPlace | null> = labels.map(() => null);
  // where keeping apart from the other anchors leaves a label without a place, its leader says
  // whose it is: then it may come as close to them as to anything, and further out
  for (const attempt of [rules, { ...rules, apart: rules.gap, reach: rules.reach * 1.5 }]) {
    let order = crowdedFirst;
    for (let round = 0; round < ROUNDS; round += 1) {
      const places = pass(order, labels, keepClear, fixed, frame, attempt);
      if (shown(places) > shown(best)) best = places;
      if (shown(best) === inView) return best;
      // those left without a place choose first in the next round
      order = [...order.filter((at) => !places[at]), ...order.filter((at) => places[at])];
    }
  }
  return best;
}
