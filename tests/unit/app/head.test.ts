import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { paths } from '../../../src/api/schema.gen';
import { createQueryClient } from '../../../src/api/query-client';
import { canonicalPath } from '../../../src/app/canonical';
import { headData, headHtml, pageHead, type PageFacts } from '../../../src/app/head';
import { parse as parseFilters } from '../../../src/domain/catalog-filters';
import { catalogQuery, districtsQuery } from '../../../src/api/shared-queries';
import { listingQuery } from '../../../src/features/listing/api/queries';
import { marketQuery } from '../../../src/features/market/api/queries';
import { publicUserQuery } from '../../../src/features/public-user/api/queries';
import type { Listing } from '../../../src/domain/listing';
import type { Lang } from '../../../src/i18n/lang';

type UserPage = paths['/api/users/{id}']['get']['responses'][200]['content']['application/json'];
type CatalogueAnswer = paths['/api/catalog-announcements']['post']['responses'][200]['content']['application/json'];

// the contract's own examples, the mock's data
const example = <T,>(name: string): T => parse(readFileSync(path.resolve('openapi/components/examples', `${name}.yaml`), 'utf8')).value;
const listingExample = (name: string): Listing => example<{ result: Listing }>(name).result;
const userPage = example<UserPage>('PublicUserPage');

const publicUrl = 'https://realt.ge';
const flat = listingExample('AnnouncementFlat');
const office = listingExample('AnnouncementCommercial');

const listingHead = (listing: Listing, search = '', lang: Lang = 'ka') => pageHead({ name: 'Announcement', lang, params: { slug: listing.slug }, search, publicUrl, listing });
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const metas = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((found) => found[1]);
const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((found) => [found[1], found[2]]);
const trailOf = (head: { jsonLd: unknown[] }) => {
  const trail = head.jsonLd.find((data) => typeof data === 'object' && data !== null && '@type' in data && data['@type'] === 'BreadcrumbList');
  return trail && typeof trail === 'object' && 'itemListElement' in trail && Array.isArray(trail.itemListElement)
    ? trail.itemListElement.map((item: { name: string; item: string }) => ({ name: item.name, item: item.item }))
    : [];
};

describe('a listing’s structured data', () => {
  it('names the listing’s own slug, whatever words before its id the address had', () => {
    const head = pageHead({ name: 'Announcement', lang: 'en', params: { slug: '102' }, search: '', publicUrl, listing: flat });
    expect(head.canonical).toBe(`${publicUrl}/realt/en/announcement/${flat.slug}`);
    expect(head.alternates).toContainEqual({ hreflang: 'x-default', href: `${publicUrl}/realt/announcement/${flat.slug}` });
  });

  it('is a RealEstateListing whose Offer and breadcrumbs name the canonical address', () => {
    const head = listingHead(flat, '?utm_source=facebook&x=1');
    const url = `${publicUrl}/realt/announcement/${flat.slug}`;
    expect(head.canonical).toBe(url);
    const [listing, trail] = head.jsonLd;
    expect(listing).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      inLanguage: 'ka',
      name: flat.title,
      description: flat.flat_description,
      url,
      datePosted: flat.created_at,
      image: [flat.main_photo, ...flat.flat_photos].map((photo) => publicUrl + photo?.image),
      offers: { '@type': 'Offer', price: 285000, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url },
      mainEntity: {
        '@type': 'Apartment',
        name: flat.title,
        address: { '@type': 'PostalAddress', streetAddress: 'ჭავჭავაძის გამზირი 37ა', addressLocality: 'ვაკე', addressCountry: 'GE' },
        floorSize: { '@type': 'QuantitativeValue', value: 120, unitCode: 'MTK' },
        numberOfBedrooms: 3,
      },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = trail && 'itemListElement' in trail && Array.isArray(trail.itemListElement) ? trail.itemListElement : [];
    expect(items.map((item: { item: string }) => item.item)).toEqual([`${publicUrl}/realt/`, `${publicUrl}/realt/catalog/sell`, url]);
    // nothing a validator refuses: no business function as text, no Offer of an Apartment
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/businessFunction|itemOffered/);
  });

  it('prices a rent per month, and names commercial space an Accommodation with its rooms', () => {
    const [listing] = listingHead({ ...office, rooms: 4 }).jsonLd;
    expect(listing).toMatchObject({
      offers: {
        '@type': 'Offer',
        price: 1500,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 1500,
          priceCurrency: 'USD',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      },
      mainEntity: { '@type': 'Accommodation', numberOfRooms: 4, floorSize: { value: 85 } },
    });
    // as the page carries it
    const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
    expect(json(listing)).not.toHaveProperty('mainEntity.numberOfBedrooms');
    // a sale has one price, not one per month
    expect(json(listingHead(flat).jsonLd[0])).not.toHaveProperty('offers.priceSpecification');
  });

  it('names a house a House and a room a Room', () => {
    expect(listingHead({ ...flat, flatObjects: '2' }).jsonLd[0]).toMatchObject({ mainEntity: { '@type': 'House' } });
    expect(listingHead({ ...flat, flatObjects: '3' }).jsonLd[0]).toMatchObject({ mainEntity: { '@type': 'Room' } });
  });

  it('offers only an active listing', () => {
    expect(listingHead({ ...flat, status: 4 }).jsonLd[0]).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
  });
});

describe('the main page', () => {
  it('is a WebSite whose search leads into a catalogue that reads it', () => {
    const head = pageHead({ name: 'MainPage', lang: 'ka', params: {}, search: '?utm_source=x', publicUrl });
    expect(head.canonical).toBe(`${publicUrl}/realt/`);
    const [site] = head.jsonLd;
    expect(site).toMatchObject({ '@type': 'WebSite', url: `${publicUrl}/realt/`, potentialAction: { '@type': 'SearchAction' } });
    const template: unknown = JSON.parse(JSON.stringify(site)).potentialAction.target.urlTemplate;
    expect(typeof template).toBe('string');
    const filled = new URL(String(template).replace('{flatObjects}', '4,7'));
    expect(filled.pathname).toBe('/realt/catalog/sell');
    expect(parseFilters(filled.search, 1).flatObjects).toBe('4,7');
    expect(canonicalPath('CatalogSell', {}, filled.search, 'ka')).toBe('/realt/catalog/sell?flatObjects=4,7');
  });
});

describe('a user’s page', () => {
  it('is titled by the user’s name and described with the count of their active listings', () => {
    const head = pageHead({ name: 'PublicUser', lang: 'ka', params: { id: '23' }, search: '', publicUrl, user: userPage.result });
    expect(head.title).toBe('ლევან გელაშვილი · Realt');
    expect(head.description).toBe(`მომხმარებელი ლევან გელაშვილი: ${userPage.result.announcements.length} აქტიური განცხადება — Realt`);
    expect(head.canonical).toBe(`${publicUrl}/realt/user/23`);
    const none = pageHead({ name: 'PublicUser', lang: 'ka', params: { id: '23' }, search: '', publicUrl, user: { ...userPage.result, announcements: [] } });
    expect(none.description).toBe('მომხმარებელი ლევან გელაშვილი: აქტიური განცხადებები არ არის — Realt');
  });

  it('is read, like a listing, from the render’s query cache', () => {
    const client = createQueryClient();
    client.setQueryData(publicUserQuery(23).queryKey, userPage);
    client.setQueryData(listingQuery(flat.slug).queryKey, { result: flat });
    expect(headData(client, 'PublicUser', { id: '23' })).toEqual({ user: userPage.result });
    expect(headData(client, 'Announcement', { slug: flat.slug })).toEqual({ listing: flat });
    expect(headData(client, 'PublicUser', { id: 'abc' })).toEqual({});
    expect(headData(client, 'CatalogSell', {})).toEqual({ catalogue: { answer: undefined, districts: undefined } });
  });
});

describe('link previews', () => {
  const pages: Array<[string, PageFacts]> = [
    ['main', { name: 'MainPage', lang: 'ka', params: {}, search: '', publicUrl }],
    ['sale catalogue', { name: 'CatalogSell', lang: 'ka', params: {}, search: '?bedrooms=2', publicUrl }],
    ['rent catalogue', { name: 'CatalogRent', lang: 'ka', params: {}, search: '', publicUrl }],
    ['listing with SVG photos only', { name: 'Announcement', lang: 'ka', params: { slug: flat.slug }, search: '', publicUrl, listing: flat }],
    ['listing without photos', { name: 'Announcement', lang: 'ka', params: { slug: 'x' }, search: '', publicUrl, listing: listingExample('AnnouncementNoPhotos') }],
    ['user', { name: 'PublicUser', lang: 'ka', params: { id: '23' }, search: '', publicUrl, user: userPage.result }],
    ['not found', { name: 'NotFound', lang: 'ka', params: {}, search: '', publicUrl }],
  ];

  it.each(pages)('the %s page shows the share image, with its size and alt, as a large card', (_, facts) => {
    const html = headHtml(pageHead(facts));
    expect(meta(html, 'og:image')).toBe(`${publicUrl}/realt/share.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('Realt — უძრავი ქონების განცხადებები საქართველოში');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // X reads the title, description and image from og:* when its own are not there
    expect(meta(html, 'twitter:image')).toBeUndefined();
    expect(meta(html, 'twitter:title')).toBeUndefined();
    expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
  });

  it('shows a listing’s first raster photo, titled by the listing in the page’s language, without a size it does not know', () => {
    const photos = [{ image: '/storage/photos/plan.jpg?v=2', description: 8 }, { image: '/storage/photos/kitchen.webp', description: 3 }];
    const html = headHtml(listingHead({ ...flat, flat_photos: photos }, '', 'en'));
    expect(meta(html, 'og:image')).toBe(`${publicUrl}/storage/photos/plan.jpg?v=2`);
    expect(meta(html, 'og:image:alt')).toBe('3-bedroom flat for sale in Vake, 120 m², $285,000');
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect(meta(html, 'og:image:height')).toBeUndefined();
  });

  it('ships the share image at the size the head states, small enough for every preview bot', () => {
    const png = readFileSync(path.resolve('public/share.png'));
    // the PNG signature, then the IHDR chunk: width and height as 32-bit big-endian numbers
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(120 * 1024);
  });

  it('gives the not-found page no canonical address', () => {
    const html = headHtml(pageHead({ name: 'NotFound', lang: 'ka', params: {}, search: '?x=1', publicUrl }));
    expect(html).not.toContain('rel="canonical"');
    expect(meta(html, 'og:url')).toBeUndefined();
  });
});

describe('pageHead', () => {
  it('titles a listing by its facts, describes it by them and its author’s words, in a short description', () => {
    const head = listingHead(flat);
    expect(head.title).toBe('იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $ · Realt');
    expect(head.description).toMatch(/^იყიდება 3-საძინებლიანი ბინა — ვაკე: 120 მ², 285 000 \$, სართული 7\/14\. გაიყიდება 3-ოთახიანი ბინა ვაკეში/);
    expect(head.type).toBe('article');
    expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it('escapes hostile text in every tag', () => {
    const hostile = listingExample('AnnouncementHostile');
    // a description in Georgian is in the Georgian page's head
    const html = headHtml(listingHead({ ...hostile, flat_description: `<script>window.__xss=1</script> ${hostile.title}` }));
    expect(html).not.toContain('<script>window');
    expect(html).not.toContain('<img src=x');
    expect(meta(html, 'description')).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
    const user = headHtml(pageHead({ name: 'PublicUser', lang: 'ka', params: { id: '23' }, search: '', publicUrl, user: example<UserPage>('PublicUserHostile').result }));
    expect(user).not.toContain('<script>window');
    expect(user).not.toContain('<img src=x');
  });

  it('gives a catalogue its breadcrumbs and its filters in the canonical address', () => {
    const head = pageHead({ name: 'CatalogRent', lang: 'ka', params: {}, search: '?adType=2&bedrooms=2&sort=price_asc&utm_source=x', publicUrl });
    expect(head.canonical).toBe(`${publicUrl}/realt/catalog/rent?bedrooms=2`);
    expect(meta(headHtml(head), 'og:url')).toBe(head.canonical);
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
  });

  it('names a catalogue’s districts and counts its listings from the render’s cache', () => {
    const client = createQueryClient();
    const search = '?districts=1,2&bedrooms=1&page=2';
    client.setQueryData(districtsQuery().queryKey, example('DistrictList'));
    const rent = example<CatalogueAnswer>('CatalogRent');
    client.setQueryData(catalogQuery(parseFilters(search, 2)).queryKey, { ...rent, result: { ...rent.result, total: 21, last_page: 3 } });
    const facts = { name: 'CatalogRent', params: {}, search, publicUrl, ...headData(client, 'CatalogRent', {}) } as const;
    const en = pageHead({ ...facts, lang: 'en' });
    expect(en.title).toBe('1-bedroom flats for rent in Vake and Saburtalo, Tbilisi — page 2 · Realt');
    expect(en.description).toBe('1-bedroom flats for rent in Vake and Saburtalo, Tbilisi, 21 listings, page 2 of 3 — Realt');
    const ru = pageHead({ ...facts, lang: 'ru' });
    expect(ru.title).toBe('Квартиры с 1 спальней в аренду: Ваке и Сабуртало, Тбилиси — страница 2 · Realt');
    expect(ru.description).toBe('Квартиры с 1 спальней в аренду: Ваке и Сабуртало, Тбилиси, 21 объявление, страница 2 из 3 — Realt');
    const ka = pageHead({ ...facts, lang: 'ka' });
    expect(ka.title).toBe('ქირავდება 1-საძინებლიანი ბინები, ვაკე და საბურთალო, თბილისი — გვერდი 2 · Realt');
  });

  it('names the site’s X account when it is configured, and none otherwise', () => {
    expect(meta(headHtml(listingHead(flat)), 'twitter:site')).toBeUndefined();
    for (const name of ['MainPage', 'NotFound'] as const) {
      const html = headHtml(pageHead({ name, lang: 'en', params: {}, search: '', publicUrl, twitterSite: '@realt_ge' }));
      expect(meta(html, 'twitter:site')).toBe('@realt_ge');
    }
  });

  it('gives a private page its path alone', () => {
    const head = pageHead({ name: 'CreatePassword', lang: 'ka', params: {}, search: '?type=register&token=secret', publicUrl });
    expect(head.canonical).toBe(`${publicUrl}/realt/auth/create-password`);
    expect(headHtml(head)).not.toContain('secret');
  });
});

describe('a page in a language', () => {
  it('gives an English listing its English address, the three others as alternates and Georgian as x-default', () => {
    const head = listingHead(flat, '?utm_source=facebook', 'en');
    const ka = `${publicUrl}/realt/announcement/${flat.slug}`;
    const en = `${publicUrl}/realt/en/announcement/${flat.slug}`;
    const ru = `${publicUrl}/realt/ru/announcement/${flat.slug}`;
    expect(head.lang).toBe('en');
    expect(head.canonical).toBe(en);
    expect(head.alternates).toEqual([
      { hreflang: 'ka', href: ka },
      { hreflang: 'en', href: en },
      { hreflang: 'ru', href: ru },
      { hreflang: 'x-default', href: ka },
    ]);
    const html = headHtml(head);
    expect(hreflangs(html)).toEqual([['ka', ka], ['en', en], ['ru', ru], ['x-default', ka]]);
    expect(meta(html, 'og:url')).toBe(en);
    expect(meta(html, 'og:locale')).toBe('en_GB');
    expect(metas(html, 'og:locale:alternate')).toEqual(['ka_GE', 'ru_RU']);
  });

  it('says an English listing’s structured data is in its author’s Georgian, with English breadcrumbs to English addresses', () => {
    const head = listingHead(flat, '', 'en');
    const url = `${publicUrl}/realt/en/announcement/${flat.slug}`;
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'RealEstateListing', inLanguage: 'ka', name: flat.title, description: flat.flat_description, url, offers: { url } });
    expect(trailOf(head)).toEqual([
      { name: 'Home', item: `${publicUrl}/realt/en/` },
      { name: 'For sale', item: `${publicUrl}/realt/en/catalog/sell` },
      { name: '3-bedroom flat for sale in Vake, 120 m², $285,000', item: url },
    ]);
    expect(head.title).toBe('3-bedroom flat for sale in Vake, 120 m², $285,000 · Realt');
    // the author's Georgian is not in an English page's description
    expect(head.description).toBe('3-bedroom flat for sale in Vake: 120 m², $285,000, floor 7 of 14.');
    expect(head.siteName).toBe('Realt');
  });

  it('claims no language for an author’s text whose letters do not tell it', () => {
    const head = listingHead({ ...flat, title: '3 otaxiani bina vakeshi', flat_description: 'Flat in Vake' }, '', 'en');
    expect(head.jsonLd[0]).not.toHaveProperty('inLanguage');
    const ru = listingHead({ ...flat, title: 'Квартира в Ваке', flat_description: '' }, '', 'en');
    expect(ru.jsonLd[0]).toMatchObject({ inLanguage: 'ru' });
  });

  it('keeps Georgian the page’s own locale, with English and Russian as the alternates', () => {
    const head = listingHead(flat);
    const html = headHtml(head);
    expect(head.lang).toBe('ka');
    expect(meta(html, 'og:locale')).toBe('ka_GE');
    expect(metas(html, 'og:locale:alternate')).toEqual(['en_GB', 'ru_RU']);
    expect(trailOf(head).map((item) => item.name)).toEqual(['მთავარი', 'იყიდება', 'იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $']);
  });

  it('gives an English catalogue its English description, breadcrumbs and a Russian one its Russian address', () => {
    const head = pageHead({ name: 'CatalogRent', lang: 'en', params: {}, search: '?bedrooms=2&utm_source=x', publicUrl });
    expect(head.canonical).toBe(`${publicUrl}/realt/en/catalog/rent?bedrooms=2`);
    expect(head.title).toBe('2-bedroom flats for rent in Georgia · Realt');
    expect(head.description).toBe('2-bedroom flats for rent in Georgia — Realt');
    expect(trailOf(head)).toEqual([
      { name: 'Home', item: `${publicUrl}/realt/en/` },
      { name: 'For rent', item: `${publicUrl}/realt/en/catalog/rent` },
    ]);
    const ru = pageHead({ name: 'CatalogRent', lang: 'ru', params: {}, search: '?bedrooms=2', publicUrl });
    expect(ru.canonical).toBe(`${publicUrl}/realt/ru/catalog/rent?bedrooms=2`);
    expect(ru.alternates.find((alternate) => alternate.hreflang === 'x-default')?.href).toBe(`${publicUrl}/realt/catalog/rent?bedrooms=2`);
  });

  it('gives the English main page a WebSite in English whose search leads into the English catalogue', () => {
    const head = pageHead({ name: 'MainPage', lang: 'en', params: {}, search: '', publicUrl });
    expect(head.canonical).toBe(`${publicUrl}/realt/en/`);
    expect(head.title).toBe('Realt — property for sale and rent in Georgia');
    const [site] = head.jsonLd;
    expect(site).toMatchObject({ '@type': 'WebSite', url: `${publicUrl}/realt/en/`, inLanguage: 'en', description: 'Flats to buy and rent in Georgia — Realt' });
    const template: unknown = JSON.parse(JSON.stringify(site)).potentialAction.target.urlTemplate;
    expect(new URL(String(template).replace('{flatObjects}', '4')).pathname).toBe('/realt/en/catalog/sell');
  });

  it('describes a Russian user’s page with the Russian plural of the count of listings', () => {
    const [card] = userPage.result.announcements;
    if (!card) throw new Error('the example user has no listings');
    const described = (count: number) =>
      pageHead({ name: 'PublicUser', lang: 'ru', params: { id: '23' }, search: '', publicUrl, user: { ...userPage.result, announcements: Array(count).fill(card) } }).description;
    expect(described(1)).toBe('Пользователь ლევან გელაშვილი: 1 активное объявление — Realt');
    expect(described(2)).toBe('Пользователь ლევან გელაშვილი: 2 активных объявления — Realt');
    expect(described(5)).toBe('Пользователь ლევან გელაშვილი: 5 активных объявлений — Realt');
    expect(described(21)).toBe('Пользователь ლევან გელაშვილი: 21 активное объявление — Realt');
    expect(described(0)).toBe('Пользователь ლევან გელაშვილი: нет активных объявлений — Realt');
  });

  it('gives the not-found page in any language no alternates, only its own locale', () => {
    for (const lang of ['ka', 'en', 'ru'] as const) {
      const head = pageHead({ name: 'NotFound', lang, params: {}, search: '?x=1', publicUrl });
      expect(head.canonical).toBeNull();
      expect(head.alternates).toEqual([]);
      const html = headHtml(head);
      expect(html).not.toContain('hreflang');
      expect(html).not.toContain('rel="canonical"');
    }
    const en = pageHead({ name: 'NotFound', lang: 'en', params: {}, search: '', publicUrl });
    expect(en.title).toBe('Page not found · Realt');
    expect(meta(headHtml(en), 'og:locale')).toBe('en_GB');
    expect(meta(headHtml(en), 'og:image:alt')).toBe('Realt — real estate listings in Georgia');
  });
});

describe('the market page', () => {
  type MarketAnswer = paths['/api/market/districts']['get']['responses'][200]['content']['application/json'];
  const sale = example<MarketAnswer>('MarketSale').result;
  const marketHead = (lang: Lang, search = '', name: 'MarketSell' | 'MarketRent' = 'MarketSell') =>
    pageHead({ name, lang, params: {}, search, publicUrl, market: sale });

  it('is a Dataset of the medians by district over the quarters of its series, in the page’s language', () => {
    const head = marketHead('en', '?flatObjects=1&utm_source=x');
    expect(head.title).toBe('Prices by district: flats for sale · Realt');
    expect(head.description).toMatch(/^The price of 1 m² of flats in the districts of Tbilisi/);
    expect(head.canonical).toBe(`${publicUrl}/realt/en/market/sell?flatObjects=1`);
    const dataset = head.jsonLd.find((data) => data['@type'] === 'Dataset');
    expect(dataset).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      // Geostat's medians of new-build flats, which Realt publishes
      name: 'The median price of 1 m² of new-build flats by district of Tbilisi',
      url: `${publicUrl}/realt/en/market/sell?flatObjects=1`,
      inLanguage: 'en',
      isAccessibleForFree: true,
      creator: { '@type': 'Organization', name: 'National Statistics Office of Georgia (Geostat)', url: 'https://www.geostat.ge' },
      publisher: { '@type': 'Organization', name: 'Realt', url: `${publicUrl}/realt/en/` },
      // 2022 Q2 to 2025 Q1: from the first month of the first quarter to the last of the last
      temporalCoverage: '2022-04/2025-03',
    });
    expect(dataset && 'variableMeasured' in dataset && dataset.variableMeasured).toContainEqual({ '@type': 'PropertyValue', name: 'Vake', unitText: 'USD/m²', value: 2117 });
    // the city too is named in the page's language
    const city = (lang: Lang) => {
      const found = marketHead(lang).jsonLd.find((data) => data['@type'] === 'Dataset');
      return found && 'spatialCoverage' in found ? found.spatialCoverage : undefined;
    };
    expect(city('ka')).toMatchObject({ name: 'თბილისი', address: { addressLocality: 'თბილისი', addressCountry: 'GE' } });
    expect(city('en')).toMatchObject({ name: 'Tbilisi' });
    expect(city('ru')).toMatchObject({ name: 'Тбилиси' });
    expect(trailOf(head)).toEqual([
      { name: 'Home', item: `${publicUrl}/realt/en/` },
      { name: 'Prices by district: for sale', item: `${publicUrl}/realt/en/market/sell` },
    ]);
  });

  it('names a rent a month’s, and the kind of a page of one kind in its description and Dataset', () => {
    const rent = example<MarketAnswer>('MarketRent').result;
    const head = pageHead({ name: 'MarketRent', lang: 'en', params: {}, search: '?flatObjects=2', publicUrl, market: rent });
    expect(head.description).toBe('The monthly rent of 1 m² of houses in the districts of Tbilisi: medians, listings and the change over a year — Realt');
    expect(marketHead('en').description).toBe('The price of 1 m² in the districts of Tbilisi: medians, listings and the change over a year — Realt');
    // every kind's page has the screen's title, one kind's its heading
    expect(marketHead('en').title).toBe('Prices by district: for sale · Realt');
    expect(marketHead('ru', '?flatObjects=2', 'MarketRent').title).toMatch(/^Цены по районам: .+ · Realt$/);
    expect(marketHead('ru', '?flatObjects=2', 'MarketRent').title).not.toBe(marketHead('ru', '?flatObjects=1', 'MarketRent').title);
    expect(marketHead('ru', '?flatObjects=2').description).toMatch(/^Цена 1 м² частных домов в районах Тбилиси/);
    expect(marketHead('ka', '?flatObjects=2').description).toMatch(/^კერძო სახლების ფასი 1 მ²-ზე/);
    const dataset = head.jsonLd.find((data) => data['@type'] === 'Dataset');
    expect(dataset).toMatchObject({
      name: 'The median monthly rent of 1 m² of houses listed on Realt by district of Tbilisi',
      description: expect.stringContaining('median monthly rent of 1 m²'),
      creator: { '@type': 'Organization', name: 'Realt' },
      temporalCoverage: '2024-04/2025-03',
    });
    expect(dataset && 'variableMeasured' in dataset && dataset.variableMeasured).toContainEqual({ '@type': 'PropertyValue', name: 'Vake', unitText: 'USD/m² per month', value: 15.6 });
  });

  it('keeps the property kind in every language’s address, and only a main kind', () => {
    const html = headHtml(marketHead('ka', '?flatObjects=2'));
    expect(hreflangs(html)).toEqual([
      ['ka', `${publicUrl}/realt/market/sell?flatObjects=2`],
      ['en', `${publicUrl}/realt/en/market/sell?flatObjects=2`],
      ['ru', `${publicUrl}/realt/ru/market/sell?flatObjects=2`],
      ['x-default', `${publicUrl}/realt/market/sell?flatObjects=2`],
    ]);
    expect(marketHead('ru', '?flatObjects=4,7', 'MarketRent').canonical).toBe(`${publicUrl}/realt/ru/market/rent`);
  });

  it('reads its figures from the render’s query cache, as the route asked for them', () => {
    const client = createQueryClient();
    client.setQueryData(marketQuery(2, 3).queryKey, { result: sale });
    expect(headData(client, 'MarketRent', {}, '?flatObjects=3').market).toEqual(sale);
    expect(headData(client, 'MarketRent', {}, '').market).toBeUndefined();
  });

  it('has no Dataset while the figures are missing', () => {
    const head = pageHead({ name: 'MarketRent', lang: 'ka', params: {}, search: '', publicUrl });
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });
});
