// Texts of the listing detail page /realt/announcement/{slug} (§2).
import { formatNumber } from '../domain/format';
import { plural } from './lang';
import type { ListingTexts } from './listing.ka';

const texts: ListingTexts = {
  notFoundTitle: 'Listing not found',
  notFoundText: 'The listing has been deleted or deactivated, or the link is wrong.',
  toCatalog: 'View listings',
  failedTitle: 'The listing could not be loaded',
  failedText: 'Please try again in a few seconds.',
  breadcrumb: 'Breadcrumb',
  backToResults: 'Back to results',
  idLabel: (id: number) => `ID ${id}`,
  views: (count: number) => `${formatNumber(count, 'en')} ${plural('en', count, { one: 'view', other: 'views' })}`,
  published: (date: string) => `Added ${date}`,
  gallery: {
    label: 'Photos',
    previous: 'Previous photo',
    next: 'Next photo',
    open: 'View full screen',
    fullTitle: 'Photos',
    counter: (index: number, total: number) => `${index} / ${total}`,
    position: (index: number, total: number, caption = '') => `Photo ${index} of ${total}${caption && `, ${caption}`}`,
    thumb: (index: number, caption: string) => (caption ? `Photo ${index}: ${caption}` : `Photo ${index}`),
    alt: (title: string, caption: string, index: number) => `${title} — ${caption || `photo ${index}`}`,
  },
  video: {
    title: 'Video',
    play: 'Play video',
    note: 'The video loads from YouTube once you play it.',
    frame: 'Listing video',
  },
  params: {
    title: 'Details',
    kind: 'Property type',
    area: 'Area',
    floor: 'Floor',
    floorOf: (floor: number, total: number | null) => (total ? `${floor} of ${total}` : String(floor)),
    district: 'District',
    address: 'Address',
  },
  // the key facts under the title: '3 bedrooms', 'Floor 7 of 14'; a count is its option's code (4 for '4+')
  facts: {
    bedrooms: (count: number) => plural('en', count, { one: 'bedroom', other: 'bedrooms' }),
    rooms: (count: number) => plural('en', count, { one: 'room', other: 'rooms' }),
    floor: (floor: number, total: number | null) => (total ? `Floor ${floor} of ${total}` : `Floor ${floor}`),
  },
  features: 'Amenities and utilities',
  proximity: {
    title: 'Nearby',
    minutes: (minutes: number, mode: string) => `${minutes} min ${mode.charAt(0).toLowerCase()}${mode.slice(1)}`,
  },
  description: 'Description',
  advertiser: {
    title: 'Advertiser',
    profile: 'All listings',
  },
  median: {
    below: (percent: string, district: string, median: string, whose: string) => `${percent} below the ${district} median of ${median} (${whose})`,
    above: (percent: string, district: string, median: string, whose: string) => `${percent} above the ${district} median of ${median} (${whose})`,
    at: (district: string, median: string, whose: string) => `At the ${district} median of ${median} (${whose})`,
    // whose median it is (the contract's MarketScope) and its quarter
    whose: {
      new_flats: (year: number, quarter: number) => `new-build flats, Geostat, Q${quarter} ${year}`,
      new_houses: (year: number, quarter: number) => `new private houses, Geostat, Q${quarter} ${year}`,
      listings: (year: number, quarter: number) => `listings on Realt, Q${quarter} ${year}`,
    },
    market: 'Prices by district',
  },
  history: {
    title: 'Price history',
  },
  location: {
    title: 'Location',
    map: 'Map: where the listing is',
  },
  similar: {
    title: 'Similar listings',
    loading: 'Loading similar listings',
  },
  share: {
    label: 'Share',
    copied: 'Link copied',
    failed: 'The link could not be copied',
  },
};

export default texts;
