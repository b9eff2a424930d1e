// The <head> of a server-rendered page: a pure function of the route and the data its queries
// brought, so the same page always gets the same tags.
import type { components } from '../api/schema.gen';
import { absolute, paths } from '../config/paths';
import { mediaUrl } from '../config/media';
import { addressLine, formatUsd } from '../domain/format';
import { headKa } from '../i18n/head.ka';
import { ka } from '../i18n/ka';
import type { ScreenName } from './routes';
import { pageTitle } from './title';

type Listing = components['schemas']['Announcement'];

export interface PageFacts {
  name: ScreenName;
  /** the path with the base and the query string, as asked */
  url: string;
  /** the site's public origin, e.g. https://realt.ge */
  publicUrl: string;
  listing?: Listing;
}

interface Head {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
  image?: string;
  jsonLd: object[];
}

const DESCRIPTION_LENGTH = 160;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

function breadcrumbs(publicUrl: string, items: Array<{ name: string; href: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: publicUrl + absolute(item.href),
    })),
  };
}

function listingOffer(listing: Listing, url: string, images: string[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: listing.title,
    description: listing.flat_description,
    url,
    price: listing.flat_cost,
    priceCurrency: 'USD',
    businessFunction: `http://purl.org/goodrelations/v1#${listing.adType === 2 ? 'LeaseOut' : 'Sell'}`,
    image: images,
    itemOffered: {
      '@type': listing.flatObjects === '1' ? 'Apartment' : 'Accommodation',
      name: listing.title,
      address: {
        '@type': 'PostalAddress',
        streetAddress: addressLine(listing.address, listing.address_house_number),
        addressLocality: listing.district_name,
        addressCountry: 'GE',
      },
      floorSize: { '@type': 'QuantitativeValue', value: listing.flat_square, unitCode: 'MTK' },
      numberOfRooms: listing.rooms ?? listing.flat_count_bedrooms,
    },
  };
}

/** What the head of a page says. */
export function pageHead({ name, url, publicUrl, listing }: PageFacts): Head {
  const canonical = publicUrl + url;
  const home = { name: ka.screens.MainPage, href: paths.mainPage.href() };
  if (name === 'Announcement' && listing) {
    const catalog = listing.adType === 2 ? { name: ka.nav.rent, href: paths.catalogRent.href() } : { name: ka.nav.sale, href: paths.catalogSell.href() };
    const photos = [listing.main_photo, ...listing.flat_photos].flatMap((photo) => (photo ? [new URL(mediaUrl(photo.image), publicUrl).href] : []));
    return {
      title: pageTitle(name, listing.title),
      description: shorten(listing.flat_description || headKa.listing(formatUsd(listing.flat_cost), addressLine(listing.address, listing.address_house_number))),
      canonical,
      type: 'article',
      image: photos[0],
      jsonLd: [
        listingOffer(listing, canonical, photos),
        breadcrumbs(publicUrl, [home, catalog, { name: listing.title, href: paths.announcement.href(listing.slug) }]),
      ],
    };
  }
  if (name === 'CatalogSell' || name === 'CatalogRent') {
    const catalog = name === 'CatalogRent' ? paths.catalogRent : paths.catalogSell;
    return {
      title: pageTitle(name),
      description: name === 'CatalogRent' ? headKa.catalogRent : headKa.catalogSell,
      canonical,
      type: 'website',
      jsonLd: [breadcrumbs(publicUrl, [home, { name: ka.screens[name], href: catalog.href() }])],
    };
  }
  return {
    title: pageTitle(name),
    description: name === 'PublicUser' ? headKa.publicUser : headKa.description,
    canonical,
    type: 'website',
    jsonLd: [],
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
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'ka_GE'),
    meta('property', 'og:site_name', ka.app.name),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}
