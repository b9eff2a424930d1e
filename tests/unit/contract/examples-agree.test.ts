import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../../openapi/components/examples');
// what a card shows of a listing's price
const PRICE = ['flat_cost', 'flat_cost_m', 'previous_flat_cost'] as const;
type Price = Partial<Record<(typeof PRICE)[number], unknown>>;

const read = (file: string): unknown => parse(readFileSync(join(DIR, file), 'utf8'));

/** Every listing in an example (anything with a slug and a price), by id. */
function listings(value: unknown, into = new Map<unknown, Price>()): Map<unknown, Price> {
  if (Array.isArray(value)) for (const item of value) listings(item, into);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if ('slug' in record && 'flat_cost' in record) into.set(record.id, Object.fromEntries(PRICE.filter((key) => key in record).map((key) => [key, record[key]])));
    for (const child of Object.values(record)) listings(child, into);
  }
  return into;
}

// the public pages' listings (an owner's own, in MyAnnouncement*, are numbered apart in the mock)
const publicFiles = readdirSync(DIR).filter((name) => name.endsWith('.yaml') && !name.startsWith('MyAnnouncement'));

describe('the contract examples', () => {
  it('price a listing alike on every public page the mock serves', () => {
    const seen = new Map<unknown, { file: string; price: Price }>();
    const differing: string[] = [];
    for (const file of publicFiles) {
      for (const [id, price] of listings(read(file))) {
        const first = seen.get(id);
        if (!first) seen.set(id, { file, price });
        else for (const key of PRICE) if (key in price && key in first.price && price[key] !== first.price[key]) differing.push(`${String(id)}.${key}: ${file} ${String(price[key])}, ${first.file} ${String(first.price[key])}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('gives a user page’s cards the catalogue cards’ price and cut', () => {
    const catalogue = new Map([...listings(read('CatalogSale.yaml')), ...listings(read('CatalogRent.yaml'))]);
    for (const [id, price] of listings(read('PublicUserPage.yaml'))) expect(price, `listing ${String(id)}`).toEqual(catalogue.get(id));
  });
});
