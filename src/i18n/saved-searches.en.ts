// Texts of the saved searches in English: saving one in the catalogue, the profile's list, the header's count.
import { formatNumber } from '../domain/format';
import type { SavedSearchesTexts } from './saved-searches.ka';
import { plural } from './lang';

const count = (n: number, one: string, other: string) => `${formatNumber(n, 'en')} ${plural('en', n, { one, other })}`;

const texts: SavedSearchesTexts = {
  save: 'Save search',
  mine: 'My searches',
  saveTitle: 'Save search',
  name: 'Name',
  nameHint: 'Up to 80 characters',
  saveSubmit: 'Save',
  saved: 'Search saved',
  savedOnDevice: 'Search saved on this device. Sign in to have it on all your devices.',
  deviceFull: (max: number) => `You can save up to ${count(max, 'search', 'searches')} on this device`,
  renameTitle: 'Rename search',
  rename: 'Rename',
  renamed: 'Name changed',
  open: 'Open',
  remove: 'Delete',
  actions: (name: string) => `Actions: ${name}`,
  removeTitle: 'Delete search',
  removeText: (name: string) => `Delete the saved search “${name}”?`,
  removed: 'Search deleted',
  fresh: (n: number) => `${formatNumber(n, 'en')} new`,
  freshLabel: (n: number) => count(n, 'new listing', 'new listings'),
  headerLabel: 'Saved searches',
  emptyTitle: 'You have no saved searches',
  emptyText: 'Choose filters in the catalogue and press “Save search”: here you will see how many new listings have been added.',
  browse: 'Go to the catalogue',
  deviceTitle: 'Searches saved on this device',
  deviceEmpty: 'You have not saved any searches on this device yet.',
  uploadTitle: 'Saved searches',
  uploadText: (n: number) =>
    plural('en', n, {
      one: 'You have 1 search saved on this device. Save it to your account?',
      other: `You have ${formatNumber(n, 'en')} searches saved on this device. Save them to your account?`,
    }),
  upload: 'Save to my account',
  notNow: 'Not now',
  uploaded: (n: number) => `${count(n, 'search', 'searches')} saved to your account`,
  summary: {
    kindOf: (kinds: string) => kinds,
    bedrooms: (list: string) => `bedrooms: ${list}`,
    rooms: (list: string) => `rooms: ${list}`,
    districts: (n: number) => count(n, 'district', 'districts'),
    from: (value: string) => `from ${value}`,
    upTo: (value: string) => `up to ${value}`,
    area: 'area drawn on the map',
    more: (n: number) => `+${count(n, 'filter', 'filters')}`,
  },
};

export default texts;
