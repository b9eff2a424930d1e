// The names and figures a map of areas writes beside their markers (MapRegion.caption), placed
// anew each time the view settles (label-layout.ts). A label with no room is left out at that
// view: its marker's tooltip tells the same on hover and focus.
import L from 'leaflet';
import type { LatLng } from '../../domain/geo';
import { placeLabels, type Box } from './label-layout';
import type { MapRegion } from './LeafletMap';

// an area drawn smaller than this is kept clear whole, or a label over it would hide its colour
const KEEP_WHOLE = 80;
// labels 3 px from anything, 10 px from the markers of others, at most 96 px out on a leader
const RULES = { gap: 3, apart: 10, reach: 96 };
const SVG = 'http://www.w3.org/2000/svg';

const union = (a: Box, b: Box): Box => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
};

function labelElement(caption: NonNullable<MapRegion['caption']>) {
  const box = document.createElement('span');
  box.className = 'geo-map__label';
  for (const [part, text, lang] of [
    ['name', caption.name, caption.lang],
    ['figure', caption.figure, undefined],
  ]) {
    if (text === undefined) continue;
    const line = document.createElement('span');
    line.className = `geo-map__label-${part}`;
    line.textContent = text;
    if (lang) line.lang = lang;
    box.append(line);
  }
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'geo-map__leader');
  const leader = document.createElementNS(SVG, 'line');
  svg.append(leader);
  const holder = document.createElement('div');
  holder.append(svg, box);
  return { holder, box, svg, leader };
}

/** Writes the captions of `regions` beside their markers (`markerSize` wide); returns the undoing. */
export function regionLabels(map: L.Map, regions: readonly MapRegion[], markerSize: number): () => void {
  const layer = L.layerGroup().addTo(map);
  const labels = regions.map((region) => {
    if (!region.caption) return null;
    const element = labelElement(region.caption);
    const icon = L.divIcon({ className: 'geo-map__label-anchor', html: element.holder, iconSize: [0, 0], iconAnchor: [0, 0] });
    // not a target: the marker beside it is, and its name says what the label does
    L.marker([region.centre.lat, region.centre.lng], { icon, interactive: false, keyboard: false }).addTo(layer);
    element.holder.setAttribute('aria-hidden', 'true');
    return element;
  });
  const point = (at: LatLng) => map.latLngToContainerPoint([at.lat, at.lng]);

  const place = () => {
    const size = map.getSize();
    const anchors = regions.map((region) => point(region.centre));
    const keepClear = regions.map((region, at): Box => {
      const { x = 0, y = 0 } = anchors[at] ?? {};
      const marker = { x: x - markerSize / 2, y: y - markerSize / 2, width: markerSize, height: markerSize };
      const ring = region.outline?.[0];
      if (!ring) return marker;
      const corners = ring.map(point);
      const xs = corners.map((corner) => corner.x);
      const ys = corners.map((corner) => corner.y);
      const area = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
      return area.width > KEEP_WHOLE || area.height > KEEP_WHOLE ? marker : union(marker, area);
    });
    const frameRect = map.getContainer().getBoundingClientRect();
    // the zoom buttons and the attribution
    const controls = [...map.getContainer().querySelectorAll('.leaflet-control')].flatMap((control): Box[] => {
      const rect = control.getBoundingClientRect();
      return rect.width === 0 ? [] : [{ x: rect.x - frameRect.x, y: rect.y - frameRect.y, width: rect.width, height: rect.height }];
    });
    // all shown before any is measured, so the browser lays them out once
    for (const label of labels) if (label) label.box.hidden = false;
    const requests = labels.flatMap((label, at) =>
      label ? [{ at, anchor: anchors[at] ?? { x: 0, y: 0 }, width: label.box.offsetWidth, height: label.box.offsetHeight }] : [],
    );
    const places = placeLabels(
      requests,
      requests.map(({ at }) => keepClear[at] ?? { x: 0, y: 0, width: 0, height: 0 }),
      [...keepClear.filter((_, at) => !labels[at]), ...controls],
      { x: 0, y: 0, width: size.x, height: size.y },
      { ...RULES, radius: markerSize / 2 },
    );
    requests.forEach(({ at, anchor }, index) => {
      const label = labels[at];
      const place = places[index];
      if (!label) return;
      label.box.hidden = !place;
      label.svg.toggleAttribute('hidden', !place?.leader);
      if (!place) return;
      // the label's holder sits on the marker's centre
      label.box.style.left = `${place.box.x - anchor.x}px`;
      label.box.style.top = `${place.box.y - anchor.y}px`;
      const [from, to] = place.leader ?? [anchor, anchor];
      label.leader.setAttribute('x1', String(from.x - anchor.x));
      label.leader.setAttribute('y1', String(from.y - anchor.y));
      label.leader.setAttribute('x2', String(to.x - anchor.x));
      label.leader.setAttribute('y2', String(to.y - anchor.y));
    });
  };

  let active = true;
  place();
  map.on('moveend', place);
  // the labels' size changes when the page's font arrives
  void document.fonts.ready.then(() => active && place());
  return () => {
    active = false;
    map.off('moveend', place);
    layer.remove();
  };
}

