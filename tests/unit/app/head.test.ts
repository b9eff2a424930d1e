// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../../src/api/schema.gen';
import { headHtml, pageHead } from '../../../src/app/head';

// the contract's own examples, the mock's data
const example = (name: string): components['schemas']['Announcement'] =>
  parse(readFileSync(path.resolve('openapi/components/examples', `${name}.yaml`), 'utf8')).value.result;

const publicUrl = 'https://realt.ge';

describe('pageHead', () => {
  it('describes a listing with its photo, an Offer and its breadcrumbs', () => {
    const listing = example('AnnouncementFlat');
    const head = pageHead({ name: 'Announcement', url: `/realt/announcement/${listing.slug}`, publicUrl, listing });
    expect(head.title).toBe(`${listing.title} · Realt`);
    expect(head.canonical).toBe(`${publicUrl}/realt/announcement/${listing.slug}`);
    expect(head.image).toBe(`${publicUrl}/realt/demo/flat-1.svg`);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'Offer', price: listing.flat_cost, priceCurrency: 'USD' });
    expect(head.jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('gives a listing without photos no image, and a summary card', () => {
    const listing = example('AnnouncementNoPhotos');
    const head = pageHead({ name: 'Announcement', url: '/realt/announcement/x', publicUrl, listing });
    expect(head.image).toBeUndefined();
    expect(headHtml(head)).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('escapes hostile text in every tag', () => {
    const listing = example('AnnouncementHostile');
    const html = headHtml(pageHead({ name: 'Announcement', url: '/realt/announcement/x', publicUrl, listing }));
    expect(html).not.toContain('<script>window');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
  });

  it('gives a catalogue its breadcrumbs and its filters in the canonical address', () => {
    const head = pageHead({ name: 'CatalogRent', url: '/realt/catalog/rent?bedrooms=2', publicUrl });
    expect(head.canonical).toBe(`${publicUrl}/realt/catalog/rent?bedrooms=2`);
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
  });
});
