// The <head> of a server-rendered page: a pure function of the route and the data its queries
// brought, so the same page always gets the same tags.
import type { QueryClient } from '@tanstack/react-query';
import type {
  Accommodation,
  BreadcrumbList,
  Dataset,
  Offer,
  Organization,
  RealEstateListing,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { paths as api } from '../api/schema.gen';
import { BASE, CATALOGUE_DEALS, absolute, paths } from '../config/paths';
import { mediaUrl } from '../config/media';
import { districtsQuery } from '../api/shared-queries';
import { addressLine } from '../domain/format';
import { localized } from '../domain/localized';
import { propertyKindOf, type PropertyKind } from '../domain/options';
import { personName } from '../domain/person';
import { writtenIn } from '../domain/written-in';
import { listingQuery } from '../features/listing/api/queries';
import { marketQuery } from '../features/market/api/queries';
import type { MarketAnswer } from '../features/market/market';
import { kindOf } from '../domain/market-search';
import { publicUserQuery, userIdOf } from '../features/public-user/api/queries';
import type { AppTexts } from '../i18n/app.ka';
import { appTexts, headTexts, marketTexts, savedSearchesTexts } from '../i18n/catalogues';
import type { HeadTexts } from '../i18n/head.ka';
import { LANGS, LOCALES, type Lang } from '../i18n/lang';
import { textsFor } from '../i18n/texts';
import { canonicalPath } from './canonical';
import type { ScreenName } from './route-types';
import { catalogueSearch, catalogueSummary, catalogueTitle, type CatalogueKnown } from './catalogue-summary';
import { listingSummary, summaryTexts } from './listing-summary';
import { marketSubject, pageTitle } from './title';
import type { Listing } from '../domain/listing';

type Answer<Path extends '/api/announcements/{slug}' | '/api/users/{id}' | '/api/districts'> = api[Path]['get']['responses'][200]['content']['application/json'];
type CatalogueAnswer = api['/api/catalog-announcements']['post']['responses'][200]['content']['application/json'];
type UserPage = Answer<'/api/users/{id}'>['result'];
type Params = Record<string, string | undefined>;

export interface PageFacts {
  name: ScreenName;
  lang: Lang;
  /** the route's parameters */
  params: Params;
  /** the query string, '' or '?...' */
  search: string;
  /** the site's public origin, e.g. https://realt.ge */
  publicUrl: string;
  listing?: Listing | undefined;
  user?: UserPage | undefined;
  market?: MarketAnswer['result'] | undefined;
  /** a catalogue's answer and the districts it names, when the render has them */
  catalogue?: CatalogueKnown | undefined;
  /** the site's X account (`@handle`), when configured */
  twitterSite?: string | null | undefined;
}

interface Image {
  /** absolute, and a raster format: link previews show no SVG */
  url: string;
  alt: string;
  /** only where known */
  size?: { width: number; height: number };
}

type JsonLd = WithContext<RealEstateListing> | WithContext<BreadcrumbList> | WithContext<WebSite> | WithContext<Dataset>;

export interface Head {
  title: string;
  description: string;
  lang: Lang;
  /** null for the not-found page, which is no address */
  canonical: string | null;
  /** the page in each language (hreflang), Georgian also as x-default; none for the not-found page */
  alternates: Array<{ hreflang: Lang | 'x-default'; href: string }>;
  type: 'website' | 'article';
  siteName: string;
  image: Image;
  jsonLd: JsonLd[];
  /** twitter:site, the site's X account; none when null */
  twitterSite: string | null;
}

/** The site's share image (public/share.png): the brand card every page without a photo of its own shows. */
const SHARE_IMAGE = { path: `${BASE}/share.png`, size: { width: 1200, height: 630 } } as const;

const DESCRIPTION_LENGTH = 160;

// what Facebook, Telegram and X show as a preview
const RASTER = /\.(jpe?g|png|webp|gif)$/i;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

/** What the head needs of the data the route's queries brought (read from the render's cache). */
export function headData(client: QueryClient, name: ScreenName, params: Params, search = ''): Pick<PageFacts, 'listing' | 'user' | 'market' | 'catalogue'> {
  if (name === 'MarketSell' || name === 'MarketRent') {
    return { market: client.getQueryData<MarketAnswer>(marketQuery(name === 'MarketRent' ? 2 : 1, kindOf(search)).queryKey)?.result };
  }
  if (name === 'Announcement') return { listing: client.getQueryData<Answer<'/api/announcements/{slug}'>>(listingQuery(params.slug ?? '').queryKey)?.result };
  if (name === 'CatalogSell' || name === 'CatalogRent') {
    // the page's one catalogue call, whatever its body
    const [answer] = client.getQueriesData<CatalogueAnswer>({ queryKey: ['post', '/api/catalog-announcements'] }).flatMap(([, data]) => (data ? [data.result] : []));
    return { catalogue: { answer, districts: client.getQueryData<Answer<'/api/districts'>>(districtsQuery().queryKey)?.result } };
  }
  const id = name === 'PublicUser' ? userIdOf(params.id) : null;
  return id === null ? {} : { user: client.getQueryData<Answer<'/api/users/{id}'>>(publicUserQuery(id).queryKey)?.result };
}

function breadcrumbs(items: Array<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

// the §3 property kinds as schema.org names them: a flat, a house, a room; commercial space and
// land have no closer type
const PROPERTY_TYPES = { 1: 'Apartment', 2: 'House', 3: 'Room', 4: 'Accommodation', 5: 'Accommodation' } as const satisfies Record<PropertyKind, string>;

function property(listing: Listing, lang: Lang): Accommodation {
  return {
    '@type': PROPERTY_TYPES[propertyKindOf(listing.flatObjects)],
    name: listing.title,
    address: {
      '@type': 'PostalAddress',
      streetAddress: addressLine(listing.address, listing.address_house_number),
      addressLocality: localized(listing, 'district_name', lang),
      addressCountry: 'GE',
    },
    floorSize: { '@type': 'QuantitativeValue', value: listing.flat_square, unitCode: 'MTK' },
    // the contract has bedrooms for flats and houses, and rooms for commercial space
    numberOfBedrooms: listing.flat_count_bedrooms ?? undefined,
    numberOfRooms: listing.rooms ?? undefined,
  };
}

function offer(listing: Listing, url: string): Offer {
  return {
    '@type': 'Offer',
    price: listing.flat_cost,
    priceCurrency: 'USD',
    // status 2 is an active listing; any other is not on offer
    availability: listing.status === 2 ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
    url,
    // a rent is a price per month
    priceSpecification:
      listing.adType === 2
        ? {
            '@type': 'UnitPriceSpecification',
            price: listing.flat_cost,
            priceCurrency: 'USD',
            unitCode: 'MON',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          }
        : undefined,
  };
}

// the listing's name and description are its author's, in the language the author wrote in
function realEstateListing(listing: Listing, url: string, images: string[], lang: Lang): WithContext<RealEstateListing> {
  const own = writtenIn(`${listing.title} ${listing.flat_description}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    ...(own === null ? {} : { inLanguage: own }),
    name: listing.title,
    description: listing.flat_description,
    url,
    datePosted: listing.created_at,
    image: images,
    offers: offer(listing, url),
    mainEntity: property(listing, lang),
  };
}

// Geostat's site: the creator of the medians of its scopes
const GEOSTAT_URL = 'https://www.geostat.ge';

/**
 * The market page's figures as a schema.org Dataset: whose medians of what (Geostat's of new
 * builds, which Realt publishes, or Realt's own of its listings of the page's kind), where and
 * over which months (the series' first quarter to the end of the report's), in the page's language.
 */
function dataset(market: MarketAnswer['result'], adType: 1 | 2, kind: PropertyKind | null, url: string, publicUrl: string, lang: Lang, t: { app: AppTexts; head: HeadTexts }): WithContext<Dataset> {
  const periods = market.districts.flatMap((district) => district.series.map((point) => point.period)).sort();
  const month = (period: string, last: boolean) => {
    const quarter = Number(period.slice(6));
    return `${period.slice(0, 4)}-${String(quarter * 3 - (last ? 0 : 2)).padStart(2, '0')}`;
  };
  const realt: Organization = { '@type': 'Organization', name: t.app.app.name, url: publicUrl + absolute(paths.mainPage.href(), lang) };
  const geostat: Organization = { '@type': 'Organization', name: t.head.geostat, url: GEOSTAT_URL };
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: market.scope === 'listings' ? t.head.dataset.listings[adType](kind) : t.head.dataset[market.scope],
    description: t.head.datasetDescription[adType],
    url,
    inLanguage: lang,
    isAccessibleForFree: true,
    creator: market.scope === 'listings' ? realt : geostat,
    publisher: realt,
    spatialCoverage: { '@type': 'Place', name: t.head.datasetCity, address: { '@type': 'PostalAddress', addressLocality: t.head.datasetCity, addressCountry: 'GE' } },
    temporalCoverage: periods.length > 0 ? `${month(periods[0] ?? market.period, false)}/${month(market.period, true)}` : undefined,
    variableMeasured: market.districts.map((district) => ({
      '@type': 'PropertyValue',
      name: localized(district, 'district_name', lang),
      // a rent is a month's
      unitText: adType === 2 ? 'USD/m² per month' : 'USD/m²',
      value: district.median_price_m2 ?? undefined,
    })),
  };
}

// the catalogue reads a property kind from its query: the search a crawler can offer
function website(url: string, publicUrl: string, lang: Lang, t: { app: AppTexts; head: HeadTexts }): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: publicUrl + absolute(paths.catalogSell.href('?flatObjects={flatObjects}'), lang) },
    'query-input': { '@type': 'PropertyValueSpecification', valueName: 'flatObjects', valueRequired: true, valuePattern: '[1-5](,[1-9])*' },
  };
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: t.app.app.name, url, inLanguage: lang, description: t.head.description, potentialAction: search };
}

/** What the head of a page says, in its language. */
export function pageHead({ name, lang, params, search, publicUrl, listing, user, market, catalogue, twitterSite = null }: PageFacts): Head {
  const t = { app: textsFor(appTexts, lang), head: textsFor(headTexts, lang) };
  const words = summaryTexts(lang);
  const adType = CATALOGUE_DEALS[name];
  const filters = adType === undefined ? null : catalogueSearch(search, adType);
  const listingTitled = name === 'Announcement' && listing ? listingSummary(listing, words) : null;
  const subject = listingTitled?.title ?? (filters ? catalogueTitle(filters, catalogue ?? {}, words) : user && personName(user.user));
  const title = pageTitle(t.app, name, subject);
  const shareImage: Image = { url: publicUrl + SHARE_IMAGE.path, alt: t.head.shareImageAlt, size: SHARE_IMAGE.size };
  // a listing's one address is its own slug, whatever words before its id the address had
  const named = listing ? { ...params, slug: listing.slug } : params;
  const path = canonicalPath(name, named, search, lang);
  if (path === null) return { title, description: t.head.description, lang, canonical: null, alternates: [], type: 'website', siteName: t.app.app.name, image: shareImage, jsonLd: [], twitterSite };
  const url = publicUrl + path;
  const alternates = [
    ...LANGS.map((each) => ({ hreflang: each, href: publicUrl + (canonicalPath(name, named, search, each) ?? '') })),
    { hreflang: 'x-default' as const, href: publicUrl + (canonicalPath(name, named, search, 'ka') ?? '') },
  ];
  const home = { name: t.app.screens.MainPage, url: publicUrl + absolute(paths.mainPage.href(), lang) };
  const site = { title, lang, canonical: url, alternates, type: 'website', siteName: t.app.app.name, image: shareImage, twitterSite } as const;

  if (listing && listingTitled) {
    const catalog = listing.adType === 2 ? paths.catalogRent : paths.catalogSell;
    const photos = [listing.main_photo, ...listing.flat_photos].flatMap((photo) => {
      const src = photo ? mediaUrl(photo.image) : '';
      return src ? [new URL(src, publicUrl).href] : [];
    });
    const raster = photos.find((photo) => RASTER.test(new URL(photo).pathname));
    return {
      ...site,
      description: shorten(listingTitled.description),
      type: 'article',
      // a photo's size is not known without reading it; its alt is in the page's language
      image: raster ? { url: raster, alt: listingTitled.title } : shareImage,
      jsonLd: [
        realEstateListing(listing, url, photos, lang),
        breadcrumbs([home, { name: t.app.screens[catalog.name], url: publicUrl + absolute(catalog.href(), lang) }, { name: listingTitled.title, url }]),
      ],
    };
  }
  if (filters) {
    const catalog = filters.adType === 2 ? paths.catalogRent : paths.catalogSell;
    const summary = catalogueSummary(filters, catalogue ?? {}, words, textsFor(savedSearchesTexts, lang).summary);
    return {
      ...site,
      description: shorten(summary.description),
      jsonLd: [breadcrumbs([home, { name: t.app.screens[catalog.name], url: publicUrl + absolute(catalog.href(), lang) }])],
    };
  }
  if (name === 'MarketSell' || name === 'MarketRent') {
    const adType = name === 'MarketRent' ? 2 : 1;
    const route = adType === 2 ? paths.marketRent : paths.marketSell;
    return {
      ...site,
      title: pageTitle(t.app, name, marketSubject(textsFor(marketTexts, lang), adType, kindOf(search))),
      description: t.head.market[adType](kindOf(search)),
      jsonLd: [
        ...(market ? [dataset(market, adType, kindOf(search), url, publicUrl, lang, t)] : []),
        breadcrumbs([home, { name: t.app.screens[name], url: publicUrl + absolute(route.href(), lang) }]),
      ],
    };
  }
  if (name === 'PublicUser' && user) {
    return { ...site, description: t.head.publicUser(personName(user.user), user.announcements.length), jsonLd: [] };
  }
  return {
    ...site,
    description: t.head.description,
    jsonLd: name === 'MainPage' ? [website(url, publicUrl, lang, t)] : [],
  };
}

/** Text safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON for a non-executable <script> block: no `</script>`, `<!--` or `]]>` can close or change
 * it, and U+2028/U+2029 are escaped like every other character an old parser might trip on.
 * JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags of a head, in the order search engines and link previews read them. */
export function headHtml(head: Head): string {
  const meta = (key: 'name' | 'property', id: string, content: string) => `<meta ${key}="${id}" content="${escapeHtml(content)}" />`;
  const { image } = head;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonical === null ? [] : [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`]),
    ...head.alternates.map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}" />`),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical === null ? [] : [meta('property', 'og:url', head.canonical)]),
    meta('property', 'og:locale', LOCALES[head.lang].og),
    ...LANGS.filter((lang) => lang !== head.lang).map((lang) => meta('property', 'og:locale:alternate', LOCALES[lang].og)),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:image', image.url),
    ...(image.size ? [meta('property', 'og:image:width', String(image.size.width)), meta('property', 'og:image:height', String(image.size.height))] : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.twitterSite === null ? [] : [meta('name', 'twitter:site', head.twitterSite)]),
    // X reads the title, the description and the image from og:*, which it falls back to
    meta('name', 'twitter:image:alt', image.alt),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
