// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { featureNames, listingFacts, proximityLines } from '../../../../src/features/admin/moderation/facts';
import type { Listing } from '../../../../src/features/admin/moderation/use-queue';

// the contract's own example of the moderation queue
const example: { value: { result: { data: Listing[] } } } = parse(
  readFileSync(new URL('../../../../openapi/components/examples/AdminQueue.yaml', import.meta.url), 'utf8'),
);
const byId = (id: number) => {
  const listing = example.value.result.data.find((item) => item.id === id);
  if (!listing) throw new Error(`no listing ${id}`);
  return listing;
};

describe("the moderation panel's facts", () => {
  it('shows a flat with formatted numbers and the option labels', () => {
    const facts = Object.fromEntries(listingFacts(byId(130)).map((fact) => [fact.label, fact.value]));
    expect(facts).toMatchObject({
      ფასი: '118 000 $',
      'ფასი მ²-ზე': '1 639 $/მ²',
      ფართი: '72 მ²',
      'გარიგების ტიპი': 'იყიდება',
      'ქონების ტიპი': 'ბინა',
      საძინებლები: '2',
      სართული: '5 / 9',
      მისამართი: 'ვაჟა-ფშაველას გამზირი 45',
      'სამშენებლო მასალა': 'პანელი',
    });
  });

  it('shows a commercial space with its sub-kind, rooms and location', () => {
    const facts = Object.fromEntries(listingFacts(byId(132)).map((fact) => [fact.label, fact.value]));
    expect(facts['ქონების ტიპი']).toBe('კომერციული ფართი, ოფისი');
    expect(facts['ოთახები']).toBe('5');
    expect(facts['მდებარეობა']).toBe('ბიზნეს ცენტრი');
    expect(featureNames(byId(132))).toContain('Wi-Fi');
  });

  it('leaves out what a listing does not say', () => {
    const labels = listingFacts(byId(134)).map((fact) => fact.label);
    expect(labels).not.toContain('სართული');
    expect(labels).not.toContain('სამშენებლო მასალა');
    expect(proximityLines(byId(134))).toEqual([]);
  });

  it('writes the proximity as place, minutes and travel mode', () => {
    expect(proximityLines(byId(130))[0]).toBe('მეტრო — 3 წთ ფეხით');
  });
});
