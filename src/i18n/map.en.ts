// Texts of the shared map (src/ui/map) in English: controls, markers and the bundled Tbilisi artwork.
import { formatNumber } from '../domain/format';
import type { MapTexts } from './map.ka';
import { plural } from './lang';

const texts: MapTexts = {
  canvas: 'Map: the arrow keys move it, + and − zoom',
  loading: 'Loading map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  cluster: (count: number) => `${formatNumber(count, 'en')} ${plural('en', count, { one: 'listing', other: 'listings' })} at this spot`,
  area: {
    draw: 'Draw an area',
    finish: 'Finish the area',
    cancel: 'Cancel drawing',
    clear: 'Clear the area',
    addVertex: 'Add a point at the centre of the map',
    hint: 'Click the map to add points. Enter finishes, Escape cancels.',
    vertices: (count: number) => `${count} ${plural('en', count, { one: 'point', other: 'points' })}`,
    closeAt: 'First point: finish the area',
  },
  pin: {
    label: 'Location on the map',
    hint: 'Click the map or drag the pin. The street and house number above stay as you typed them: the pin does not change them.',
    marker: 'Pin; drag it to change the location',
    atCentre: 'Place the pin at the centre of the map',
  },
  artwork: {
    river: 'Mtkvari',
    // place names drawn on the stylised city map
    areas: {
      vake: 'Vake',
      saburtalo: 'Saburtalo',
      dighomi: 'Dighomi',
      gldani: 'Gldani',
      nadzaladevi: 'Nadzaladevi',
      didube: 'Didube',
      isani: 'Isani',
      samgori: 'Samgori',
      mtatsminda: 'Mtatsminda',
      chughureti: 'Chughureti',
      lisi: 'Lisi',
    },
  },
};

export default texts;
