// Texts of the catalogue pages /realt/catalog/sell and /realt/catalog/rent (§2).
import { formatNumber } from '../domain/format';
import type { CatalogTexts } from './catalog.ka';
import { plural } from './lang';

const texts: CatalogTexts = {
  deal: {
    label: 'Deal type',
    buy: 'Buy',
    rent: 'Rent',
  },
  // the link to the market page of the same deal
  market: 'Prices by district',
  intro: {
    1: 'Flats, houses and commercial property for sale',
    2: 'Flats, houses and commercial property to rent',
  },
  filters: {
    bar: 'Filters',
    more: 'All filters',
    // the property-kind chip that clears the kind
    anyKind: 'Any',
    // sends the filter bar as a form, while the app's code has not run
    submit: 'Search',
    title: 'Filters',
    reset: 'Clear filters',
    clear: 'Clear',
    apply: 'Show results',
    price: 'Price',
    pricePerMonth: 'Price per month',
    area: 'Area',
    areaUnit: 'm²',
    district: 'District',
    districtsFailed: 'The list of districts could not be loaded',
    proximityPlace: 'Near',
    proximityMode: 'Getting there',
    anyPlace: 'Any',
    sectionMain: 'Main',
    sectionDetails: 'Details',
    sectionComfort: 'Features',
    loading: 'Loading filters…',
  },
  results: {
    count: (total: number) => `${formatNumber(total, 'en')} ${plural('en', total, { one: 'listing', other: 'listings' })}`,
    sort: 'Sort by',
    view: 'View',
    currency: 'Currency',
    // typed in lari while the rate could not be had: the search goes out without its price bounds
    priceUnsent: 'The lari exchange rate could not be loaded, so the price filter is not applied.',
    list: 'List',
    map: 'Map',
    saveSearch: 'Save search',
    searchSaved: 'Search saved',
    mySearches: 'My searches',
    loading: 'Loading listings…',
    waiting: 'The search goes on once you are back online',
    emptyTitle: 'No listings match your search',
    emptyText: 'Try changing or clearing the filters.',
    // the same without any filter set: nothing to clear
    noneTitle: 'No listings yet',
    noneText: 'Please look again later.',
    // a page past the last one: listings were removed after its link was made
    goneTitle: 'This page no longer exists',
    goneText: 'Some listings have been removed since, so the results now fit on fewer pages.',
    lastPage: 'Go to the last page',
    errorTitle: 'Listings could not be loaded',
    errorText: 'Your filters have been kept. Please try again.',
  },
  pages: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n: number) => `Page ${n}`,
  },
  map: {
    label: 'Listings on the map',
    pin: (price: string, title: string) => `${price}, ${title}`,
    closePreview: 'Close preview',
    hint: 'Select a marker to see its listings',
  },
};

export default texts;
