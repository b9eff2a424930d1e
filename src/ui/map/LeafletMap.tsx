// The map itself, loaded lazily through GeoMap: Leaflet and its CSS live only in this chunk.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as env from '../../config/env';
import { mapTexts } from '../../i18n/catalogues';
import type { Lang } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { MapTools } from './MapTools';
import { clusterIndex, clusterMembers, clustersIn, type MapFeature, type MapPoint } from './clusters';
import { regionLabels } from './region-labels';
import { spreadZoom } from './spread';
import { AREA_MAX_VERTICES, AREA_MIN_VERTICES, rounded, TBILISI_BOUNDS, type LatLng } from '../../domain/geo';
import { tbilisiArtworkUrl } from './tbilisi-artwork';
import './map.css';

/** An area shown on the map (a district): its outline when known, else a marker at its centre. */
export interface MapRegion {
  id: number;
  /** its accessible name and tooltip */
  label: string;
  /** the class its colour comes from */
  className: string;
  /** a short text on its marker (a step's number), so that its colour is not all that tells it */
  mark?: string;
  /** its name (with its `lang` where it is not the page's) and figure, written beside its marker where there is room */
  caption?: { name: string; lang?: Lang | undefined; figure?: string | undefined };
  centre: LatLng;
  /** rings of its outline, the outside first */
  outline?: readonly LatLng[][];
}

export interface MapProps {
  /** the accessible name of the map region */
  label: string;
  /** listings shown as markers, grouped into clusters where they crowd */
  points?: readonly MapPoint[];
  /** ids drawn as selected */
  selected?: readonly number[];
  /** a marker or cluster was chosen: the ids of its listings */
  onSelect?: (ids: number[]) => void;
  /** a drawn search area, with the controls to draw and clear it */
  area?: { value: readonly LatLng[] | null; onChange: (area: LatLng[] | null) => void };
  /** one draggable pin, placed by a click on the map; `describedBy`: the id of what is said of it (a refusal) */
  pin?: { value: LatLng | null; onChange: (point: LatLng) => void; describedBy?: string | undefined };
  /** one place shown, not to be moved (a listing's): the map opens around it; `label` names its marker */
  place?: LatLng & { label: string };
  /** areas drawn coloured, each with a marker at its centre that keyboards reach too */
  regions?: readonly MapRegion[];
  /** an area was chosen */
  onRegion?: (id: number) => void;
}

// User Timing marks (read by the map bench): the map got its listings; their first clustered
// layer is on the map, with how many clusters and single markers it drew
const POINTS_MARK = 'geo-map:points';
const DRAWN_MARK = 'geo-map:clusters-drawn';

function mark(name: string, detail?: { clusters: number; markers: number }): void {
  // only the latest of each stays in the page's timeline
  performance.clearMarks(name);
  performance.mark(name, { detail });
}

const artworkBounds = L.latLngBounds([TBILISI_BOUNDS.south, TBILISI_BOUNDS.west], [TBILISI_BOUNDS.north, TBILISI_BOUNDS.east]);
const MIN_ZOOM = 3;
const PLACE_ZOOM = 14;
const MARKER_SIZE = 34;
// an area's marker is a dot, a target under 24 px: WCAG 2.2's target size (2.5.8) then asks that
// 24 px circles around their centres meet no other target, so the view keeps the centres 24 px
// apart, and 2 more for positions rounded to whole pixels
const REGION_MARKER_SIZE = 20;
const REGION_SPACING = 26;

function markerIcon(className: string, content: string | HTMLElement = '', size = MARKER_SIZE): L.DivIcon {
  return L.divIcon({ className, html: content, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

/** The least whole zoom at which the areas' markers keep their spacing. */
function regionsZoom(map: L.Map, regions: readonly MapRegion[]): number {
  const points = regions.map((region) => map.project([region.centre.lat, region.centre.lng], 0));
  return Math.min(Math.ceil(spreadZoom(points, REGION_SPACING)), map.getMaxZoom());
}

/** Names a marker for assistive technology once Leaflet has made its element a focusable button. */
function named(marker: L.Marker, label: string): L.Marker {
  marker.getElement()?.setAttribute('aria-label', label);
  return marker;
}

/** Shows a listing's marker as chosen or not, and raises the chosen one above its neighbours. */
function marked(marker: L.Marker, chosen: boolean): void {
  const element = marker.getElement();
  element?.classList.toggle('is-selected', chosen);
  element?.setAttribute('aria-pressed', String(chosen));
  marker.setZIndexOffset(chosen ? 1000 : 0);
}

// Enter and Space choose a focused marker, as a click does
const isActivation = (event: Event) => event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ');

export function LeafletMap({ label, points, selected, onSelect, area, pin, place, regions, onRegion }: MapProps) {
  const t = useTexts(mapTexts);
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [drawing, setDrawing] = useState<LatLng[] | null>(null);
  const index = useMemo(() => {
    if (!points) return null;
    mark(POINTS_MARK);
    return clusterIndex(points);
  }, [points]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, { keyboard: true, zoomControl: false, maxZoom: 18, minZoom: MIN_ZOOM });
    created.attributionControl.setPrefix(false);
    if (env.mapTiles) L.tileLayer(env.mapTiles, { attribution: env.mapAttribution, maxZoom: 19 }).addTo(created);
    created.fitBounds(artworkBounds);
    // Leaflet measures its container only on window resizes; the page's layout can change it too
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(container);
    // Leaflet 1.9 ends an animated zoom on a timer its remove() does not clear, which then reads the
    // removed panes (Leaflet pull request 9575 clears it, in 2.0): a map left mid-zoom is removed
    // when that zoom ends (remove() stops a pan itself)
    let zooming = false;
    created.on('zoomanim', () => (zooming = true));
    created.on('zoomend', () => (zooming = false));
    setMap(created);
    return () => {
      resized.disconnect();
      if (zooming) created.once('zoomend', () => created.remove());
      else created.remove();
    };
  }, []);

  // the zoom buttons and the drawn city (without tiles) name things in the page's language: a
  // switch makes them again, the view stays; areas that write their own names leave the city's out
  const captioned = Boolean(regions?.some((region) => region.caption));
  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(map);
    const artwork = env.mapTiles ? null : L.imageOverlay(tbilisiArtworkUrl(t.artwork, !captioned), artworkBounds, { alt: '' }).addTo(map);
    return () => {
      zoom.remove();
      artwork?.remove();
    };
  }, [map, t, captioned]);

  // the view follows the listings when they leave it (a new page or search elsewhere); the first
  // time at once, as an animated zoom would redraw the markers under a visitor already using them
  const followed = useRef(false);
  useEffect(() => {
    if (!map || !points?.length) return;
    map.invalidateSize(false);
    const bounds = L.latLngBounds(points.map((point) => [point.lat, point.lng]));
    if (!map.getBounds().contains(bounds)) map.fitBounds(bounds, { padding: [MARKER_SIZE, MARKER_SIZE], maxZoom: 15, animate: followed.current });
    followed.current = true;
  }, [map, points]);

  const select = useEffectEvent((ids: number[]) => onSelect?.(ids));

  // clusters are recomputed when a move or zoom ends, never during it, so panning stays smooth (and
  // with the language: the markers' names)
  const shown = useRef(new Map<number, L.Marker>());
  const isSelected = useEffectEvent((id: number) => selected?.includes(id) ?? false);
  useEffect(() => {
    if (!map || !index) return;
    const layer = L.layerGroup().addTo(map);
    const featureMarker = (feature: MapFeature): L.Marker => {
      if (feature.kind === 'cluster') {
        const ids = () => clusterMembers(index, feature.clusterId);
        const marker = L.marker([feature.lat, feature.lng], { icon: markerIcon('geo-map__cluster', String(feature.count)) });
        marker.on('add', () => named(marker, t.cluster(feature.count)));
        marker.on('click', () => select(ids()));
        marker.on('keydown', (event) => isActivation(event.originalEvent) && select(ids()));
        return marker;
      }
      const { point } = feature;
      const className = `geo-map__marker${point.promoted ? ' is-promoted' : ''}`;
      const marker = L.marker([point.lat, point.lng], { icon: markerIcon(className), riseOnHover: true });
      marker.on('add', () => marked(named(marker, point.label), isSelected(point.id)));
      marker.on('click', () => select([point.id]));
      marker.on('keydown', (event) => isActivation(event.originalEvent) && select([point.id]));
      shown.current.set(point.id, marker);
      return marker;
    };
    const draw = () => {
      layer.clearLayers();
      shown.current.clear();
      const box = map.getBounds().pad(0.25);
      const features = clustersIn(index, [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()], map.getZoom());
      for (const feature of features) layer.addLayer(featureMarker(feature));
      return features;
    };
    const first = draw();
    const clusters = first.filter((feature) => feature.kind === 'cluster').length;
    mark(DRAWN_MARK, { clusters, markers: first.length - clusters });
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      layer.remove();
    };
  }, [map, index, t]);

  // a selection restyles the markers in place: a marker chosen by keyboard keeps its focus
  useEffect(() => {
    for (const [id, marker] of shown.current) marked(marker, selected?.includes(id) ?? false);
  }, [selected]);

  // the areas: an outline where there is one, and a marker at each centre (a focusable button)
  const chooseRegion = useEffectEvent((id: number) => onRegion?.(id));
  const regionsShown = useRef(false);
  useEffect(() => {
    if (!map || !regions) return;
    // the view opens on the areas, with room for their labels, and it opens and zooming out stops
    // where the markers keep their spacing: on a phone the city then fills the map's width, its
    // edges a pan away; a later change of the areas (a switch of deal) keeps the visitor's view
    const least = regionsZoom(map, regions);
    const centres = L.latLngBounds(regions.map((region) => [region.centre.lat, region.centre.lng]));
    if (!regionsShown.current) map.fitBounds(centres, { padding: [REGION_MARKER_SIZE * 2, REGION_MARKER_SIZE * 2], animate: false });
    regionsShown.current = true;
    if (map.getZoom() < least) map.setView(centres.getCenter(), least, { animate: false });
    map.setMinZoom(Math.max(least, MIN_ZOOM));
    const layer = L.layerGroup().addTo(map);
    for (const region of regions) {
      if (region.outline) {
        const shape = L.polygon(
          region.outline.map((ring) => ring.map((point): [number, number] => [point.lat, point.lng])),
          { className: `geo-map__region ${region.className}` },
        );
        // an element, not a string, which Leaflet would write as markup: the label is the API's text
        const tip = document.createElement('span');
        tip.textContent = region.label;
        shape.bindTooltip(tip, { sticky: true });
        shape.on('click', () => chooseRegion(region.id));
        layer.addLayer(shape);
        // the marker below is the area's keyboard stop and name; the shape, which Chromium makes a
        // nameless tab stop for its tooltip's focus listener, is the pointer's alone
        shape.getElement()?.setAttribute('tabindex', '-1');
        shape.getElement()?.setAttribute('aria-hidden', 'true');
      }
      // its mark as text, not as markup Leaflet would parse
      const mark = document.createElement('span');
      mark.textContent = region.mark ?? '';
      const icon = markerIcon(`geo-map__region-marker ${region.className}`, mark, REGION_MARKER_SIZE);
      const marker = L.marker([region.centre.lat, region.centre.lng], { icon, riseOnHover: true });
      // its name and figure show on keyboard focus as on hover (Leaflet opens a marker's tooltip on
      // both; a native title shows on hover alone)
      const markerTip = document.createElement('span');
      markerTip.textContent = region.label;
      marker.bindTooltip(markerTip, { direction: 'top', offset: [0, -REGION_MARKER_SIZE / 2] });
      marker.on('add', () => named(marker, region.label));
      marker.on('click', () => chooseRegion(region.id));
      marker.on('keydown', (event) => isActivation(event.originalEvent) && chooseRegion(region.id));
      layer.addLayer(marker);
    }
    const unlabel = regionLabels(map, regions, REGION_MARKER_SIZE);
    return () => {
      unlabel();
      layer.remove();
      map.setMinZoom(MIN_ZOOM);
    };
  }, [map, regions]);

  // the area of the search, drawn while it is not being redrawn
  const areaValue = area?.value;
  useEffect(() => {
    if (!map || !areaValue || drawing) return;
    const shape = L.polygon(
      areaValue.map((point) => [point.lat, point.lng]),
      { className: 'geo-map__area', interactive: false },
    ).addTo(map);
    return () => {
      shape.remove();
    };
  }, [map, areaValue, drawing]);

  const finish = (vertices: LatLng[]) => {
    if (vertices.length < AREA_MIN_VERTICES) return;
    setDrawing(null);
    area?.onChange(vertices.map(rounded));
  };
  const addVertex = (point: LatLng) =>
    setDrawing((current) => (current && current.length < AREA_MAX_VERTICES ? [...current, rounded(point)] : current));
  const onFinish = useEffectEvent(() => drawing && finish(drawing));
  const onMapClick = useEffectEvent((point: LatLng) => {
    if (drawing) addVertex(point);
    else if (pin) pin.onChange(rounded(point));
  });

  useEffect(() => {
    if (!map) return;
    const onClick = (event: L.LeafletMouseEvent) => onMapClick(event.latlng);
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map]);

  // the area being drawn: its outline and vertices; the first vertex closes it
  useEffect(() => {
    if (!map || !drawing) return;
    const layer = L.layerGroup().addTo(map);
    const coords = drawing.map((point): [number, number] => [point.lat, point.lng]);
    L.polyline(coords, { className: 'geo-map__draft', interactive: false }).addTo(layer);
    drawing.forEach((point, at) => {
      const closes = at === 0 && drawing.length >= AREA_MIN_VERTICES;
      const vertex = L.marker([point.lat, point.lng], {
        icon: L.divIcon({ className: `geo-map__vertex${closes ? ' is-closing' : ''}`, iconSize: [14, 14] }),
        keyboard: closes,
        interactive: closes,
      }).addTo(layer);
      if (closes) {
        named(vertex, t.area.closeAt);
        vertex.on('click', () => onFinish());
        vertex.on('keydown', (event) => isActivation(event.originalEvent) && onFinish());
      }
    });
    return () => {
      layer.remove();
    };
  }, [map, drawing, t]);

  // the form's pin: dragged, or moved by a click on the map
  const pinValue = pin?.value;
  const movePin = useEffectEvent((point: LatLng) => pin?.onChange(rounded(point)));
  useEffect(() => {
    if (!map || !pinValue) return;
    const marker = L.marker([pinValue.lat, pinValue.lng], { icon: markerIcon('geo-map__pin'), draggable: true, autoPan: true }).addTo(map);
    named(marker, t.pin.marker);
    marker.on('dragend', () => movePin(marker.getLatLng()));
    return () => {
      marker.remove();
    };
  }, [map, pinValue, t]);
  // a pin already set (editing a listing) opens the map around it
  const firstPin = useRef(pin?.value);
  useEffect(() => {
    if (map && firstPin.current) map.setView([firstPin.current.lat, firstPin.current.lng], 15);
  }, [map]);

  // a place to see, not a control: its marker takes no focus or click, an image with its name (a
  // switch of language names it anew, and leaves the view as the visitor moved it)
  const placeMarker = useRef<L.Marker | null>(null);
  const [placeLat, placeLng, placeLabel] = [place?.lat, place?.lng, place?.label];
  useEffect(() => {
    if (!map || placeLat === undefined || placeLng === undefined) return;
    const marker = L.marker([placeLat, placeLng], { icon: markerIcon('geo-map__pin'), interactive: false, keyboard: false }).addTo(map);
    marker.getElement()?.setAttribute('role', 'img');
    placeMarker.current = marker;
    // its streets and district around it, legible on the drawn city too
    map.setView([placeLat, placeLng], PLACE_ZOOM);
    return () => {
      marker.remove();
      placeMarker.current = null;
    };
  }, [map, placeLat, placeLng]);
  useEffect(() => {
    if (placeLabel !== undefined) placeMarker.current?.getElement()?.setAttribute('aria-label', placeLabel);
  }, [map, placeLat, placeLng, placeLabel]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!drawing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setDrawing(null);
    } else if (event.key === 'Enter' && event.target === containerRef.current) {
      event.preventDefault();
      finish(drawing);
    }
  };
  // keyboard users pan with the arrow keys, then place a vertex or the pin at the centre
  const withCentre = (use: (point: LatLng) => void) => {
    const point = map?.getCenter();
    if (point) use({ lat: point.lat, lng: point.lng });
  };

  return (
    <section className={`geo-map${drawing ? ' is-drawing' : ''}`} aria-label={label} aria-describedby={pin?.describedBy} onKeyDown={onKeyDown}>
      <MapTools
        area={
          area && {
            drawn: Boolean(area.value),
            drawing,
            onDraw: () => setDrawing([]),
            onAddVertex: () => withCentre(addVertex),
            onFinish: () => drawing && finish(drawing),
            onCancel: () => setDrawing(null),
            onClear: () => area.onChange(null),
          }
        }
        onPinAtCentre={pin && (() => withCentre((point) => pin.onChange(rounded(point))))}
        pinDescribedBy={pin?.describedBy}
      />
      {/* a fixed className: Leaflet adds its own classes to this element, which a re-render would drop */}
      {/* Leaflet's keyboard stop, named with its keys; an application where the keys place a pin or
          an area (a screen reader passes them on), a group where its markers are to be read */}
      <div ref={containerRef} className="geo-map__canvas" role={pin || area ? 'application' : 'group'} aria-label={t.canvas} />
    </section>
  );
}
