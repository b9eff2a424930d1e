import { describe, expect, it } from 'vitest';
import {
  countActive,
  emptyFilters,
  openEnds,
  parse,
  priceUnsent,
  resetFilters,
  toQuery,
  toRequest,
  withCurrency,
  withinPriceCap,
} from '../../../src/domain/catalog-filters';

describe('parse', () => {
  it('reads every field under its CatalogFilters name', () => {
    const filters = parse(
      'adType=1&flatObjects=1&objectState=1,3&buildingMaterial=2&repair=1&bedrooms=2,4&bathroom=2&extraInfo=1,2' +
        '&heating=5&cooker=10&parking=13&furniture=55&communal=57,60&districts=1,12&rangePrice=50000&rangePriceMax=150000' +
        '&rangeSquare=40&rangeSquareMax=120.5&proximityPlace=1&proximityMode=2&sort=price_asc&page=3&map=true',
      1,
    );
    expect(filters).toMatchObject({
      adType: 1,
      flatObjects: '1',
      objectState: ['1', '3'],
      buildingMaterial: ['2'],
      repair: ['1'],
      bedrooms: ['2', '4'],
      bathroom: ['2'],
      extraInfo: ['1', '2'],
      heating: ['5'],
      cooker: ['10'],
      parking: ['13'],
      furniture: ['55'],
      communal: ['57', '60'],
      districts: ['1', '12'],
      rangePrice: 50000,
      rangePriceMax: 150000,
      rangeSquare: 40,
      rangeSquareMax: 120.5,
      proximityPlace: 1,
      proximityMode: 2,
      sort: 'price_asc',
      page: 3,
      map: true,
    });
  });

  it('drops malformed values and unknown option codes field by field', () => {
    const filters = parse('rangePrice=abc&rangePriceMax=-5&objectState=9&bedrooms=2,x,7&page=0&sort=cheap&proximityPlace=4&map=yes&rangeSquare=60', 1);
    expect(filters.rangePrice).toBeNull();
    expect(filters.rangePriceMax).toBeNull();
    expect(filters.objectState).toEqual([]);
    expect(filters.bedrooms).toEqual(['2']);
    expect(filters.page).toBe(1);
    expect(filters.sort).toBe('newest');
    expect(filters.proximityPlace).toBeNull();
    expect(filters.map).toBe(false);
    // the good field next to the bad ones survives
    expect(filters.rangeSquare).toBe(60);
  });

  it('never throws on garbage', () => {
    for (const query of ['%E0%A4%A', '&&&=', 'flatObjects=,,,', 'districts=0,1000,abc', 'flatObjects=9', 'flatObjects=4,99,1,1']) {
      expect(() => parse(query, 2)).not.toThrow();
    }
    expect(parse('districts=0,1000,abc,14', 1).districts).toEqual(['14']);
    expect(parse('flatObjects=9', 1).flatObjects).toBeNull();
    expect(parse('flatObjects=4,99,1,1,7', 1).flatObjects).toBe('4,1,7');
  });

  it('takes the deal from the route, not from the query', () => {
    expect(parse('adType=2', 1).adType).toBe(1);
  });

  it('keeps only the filters of the chosen property kind', () => {
    const commercial = parse('flatObjects=4,7&commercialLocation=1&repair=5&rooms=20&bedrooms=2&cooker=10&buildingMaterial=3', 1);
    expect(commercial.commercialLocation).toEqual(['1']);
    expect(commercial.repair).toEqual(['5']);
    expect(commercial.rooms).toEqual(['20']);
    expect(commercial.bedrooms).toEqual([]);
    expect(commercial.cooker).toEqual([]);
    expect(commercial.buildingMaterial).toEqual(['3']);
    expect(parse('flatObjects=5&buildingMaterial=3', 1).buildingMaterial).toEqual([]);
    // flats know repair codes 1-4 only
    expect(parse('repair=5,4', 1).repair).toEqual(['4']);
    const land = parse('flatObjects=5,2&amenities=40,17&communal=58', 1);
    expect(land.amenities).toEqual(['40']);
    // land's utilities are among its own amenities (the form asks them there)
    expect(land.communal).toEqual([]);
    // short-term amenities belong to flats for rent
    expect(parse('amenities=17,40', 2).amenities).toEqual(['17']);
    expect(parse('amenities=17', 1).amenities).toEqual([]);
    expect(parse('flatObjects=3&amenities=17', 2).amenities).toEqual([]);
    expect(parse('flatObjects=2&amenities=17', 2).amenities).toEqual([]);
  });

  it('puts a reversed range the right way round', () => {
    const filters = parse('rangePrice=200000&rangePriceMax=100000', 1);
    expect([filters.rangePrice, filters.rangePriceMax]).toEqual([100000, 200000]);
  });

  it('reads a list sent as a repeated key, as a form without JavaScript sends its checkboxes', () => {
    const form = parse('flatObjects=1&bedrooms=2&bedrooms=3&districts=1&districts=12', 1);
    expect(form.bedrooms).toEqual(['2', '3']);
    expect(form.districts).toEqual(['1', '12']);
    expect(form).toEqual(parse('flatObjects=1&bedrooms=2,3&districts=1,12', 1));
    // mixed with a comma list, repeated codes once, unknown codes dropped
    expect(parse('bedrooms=2,3&bedrooms=3&bedrooms=x&bedrooms=&bedrooms=4', 1).bedrooms).toEqual(['2', '3', '4']);
    // a list the property kind does not have stays empty however it is sent
    expect(parse('flatObjects=4&bedrooms=2&bedrooms=3', 1).bedrooms).toEqual([]);
  });

  it('reads the empty fields a form sends as not set', () => {
    expect(parse('flatObjects=&rangePrice=&rangePriceMax=&rangeSquare=&rangeSquareMax=&bedrooms=2', 1)).toEqual({ ...emptyFilters(1), bedrooms: ['2'] });
  });
});

describe('toQuery', () => {
  it('round-trips through parse', () => {
    const query = '?flatObjects=4,1,7&repair=2&rooms=3&rangePrice=500&rangePriceMax=3000&sort=price_desc&page=2&map=true';
    expect(toQuery(parse(query, 2))).toBe(query);
  });

  it('leaves the defaults out, and the deal, which the route names: the first page is the bare path', () => {
    expect(toQuery(emptyFilters(1))).toBe('');
    expect(toQuery(emptyFilters(2))).toBe('');
    expect(toQuery(parse('adType=1&page=1&sort=newest', 1))).toBe('');
  });

  it('writes one address for a search however its options were picked', () => {
    const picked = toQuery(parse('districts=12,3&bedrooms=3,1&flatObjects=1', 1));
    expect(picked).toBe('?flatObjects=1&bedrooms=1,3&districts=3,12');
    expect(toQuery(parse('flatObjects=4,7,1', 2))).toBe('?flatObjects=4,1,7');
  });
});

describe('toRequest', () => {
  it('sends the fields by their schema names, lists comma separated, no map flag', () => {
    const body = toRequest(parse('flatObjects=1&bedrooms=2,3&districts=1,2&rangePrice=100000&rangeSquare=50&map=true&page=2', 1));
    expect(body).toEqual({
      adType: 1,
      flatObjects: '1',
      bedrooms: '2,3',
      districts: '1,2',
      rangePrice: 100000,
      rangeSquare: 50,
      sort: 'newest',
      page: 2,
    });
  });

  it('omits price bounds above 500000 for sale and above 2000 for rent (§7, §9)', () => {
    expect(toRequest(parse('rangePrice=100000&rangePriceMax=500001', 1))).toMatchObject({ rangePrice: 100000 });
    expect(toRequest(parse('rangePrice=100000&rangePriceMax=500001', 1))).not.toHaveProperty('rangePriceMax');
    expect(toRequest(parse('rangePriceMax=500000', 1))).toMatchObject({ rangePriceMax: 500000 });
    expect(toRequest(parse('rangePrice=2500', 2))).not.toHaveProperty('rangePrice');
    expect(toRequest(parse('rangePrice=1500&rangePriceMax=2000', 2))).toMatchObject({ rangePrice: 1500, rangePriceMax: 2000 });
    expect(withinPriceCap(600000, 1)).toBeUndefined();
    expect(withinPriceCap(600, 2)).toBe(600);
    expect(withinPriceCap(null, 2)).toBeUndefined();
  });

  it('does not cap the area', () => {
    expect(toRequest(parse('rangeSquareMax=900000', 1))).toMatchObject({ rangeSquareMax: 900000 });
  });
});

describe('countActive and resetFilters', () => {
  it('counts each filter once, a range as one', () => {
    const filters = parse('flatObjects=1&bedrooms=2,3&rangePrice=1&rangePriceMax=9&sort=price_asc&page=4&map=true', 1);
    expect(countActive(filters)).toBe(3);
  });

  it('keeps a range at its lowest value or its top bucket as no bound, so it is no filter', () => {
    expect(openEnds({ from: 0, to: 500000 }, 0, 500000)).toEqual([null, null]);
    expect(openEnds({ from: 1, to: 499999 }, 0, 500000)).toEqual([1, 499999]);
    expect(openEnds({ from: null, to: null }, 0, 300)).toEqual([null, null]);
  });

  it('clears the filters but keeps the order and the view', () => {
    const reset = resetFilters(parse('bedrooms=2&sort=price_asc&page=4&map=true', 1));
    expect(reset).toEqual({ ...emptyFilters(1), sort: 'price_asc', map: true });
  });
});

describe('the currency of the price bounds', () => {
  const RATE = 2.71;

  it('is USD unless the URL says currency=GEL, and only GEL is written back', () => {
    expect(parse('', 1).currency).toBe('USD');
    expect(parse('currency=EUR', 1).currency).toBe('USD');
    expect(parse('currency=GEL', 1).currency).toBe('GEL');
    const query = '?rangePrice=271000&rangePriceMax=813000&currency=GEL';
    expect(toQuery(parse(query, 1))).toBe(query);
    expect(toQuery(parse('currency=USD', 1))).toBe('');
  });

  it('is no filter: not counted, kept by a reset, never sent as a field', () => {
    const filters = parse('bedrooms=2&currency=GEL', 1);
    expect(countActive(filters)).toBe(1);
    expect(resetFilters(filters).currency).toBe('GEL');
    expect(toRequest(parse('currency=GEL', 1), RATE)).toEqual({ adType: 1, sort: 'newest', page: 1 });
  });

  it('sends bounds typed in lari in USD at the rate', () => {
    expect(toRequest(parse('rangePrice=271000&rangePriceMax=1000000&currency=GEL', 1), RATE)).toMatchObject({ rangePrice: 100000, rangePriceMax: 369004 });
    // bounds in USD do not need the rate
    expect(toRequest(parse('rangePrice=271000', 1))).toMatchObject({ rangePrice: 271000 });
  });

  it('applies the USD caps after the conversion', () => {
    // 1 400 000 ₾ is 516 605 $, above the sale cap; 1 355 000 ₾ is the cap itself
    expect(toRequest(parse('rangePriceMax=1400000&currency=GEL', 1), RATE)).not.toHaveProperty('rangePriceMax');
    expect(toRequest(parse('rangePriceMax=1355000&currency=GEL', 1), RATE)).toMatchObject({ rangePriceMax: 500000 });
    expect(toRequest(parse('rangePrice=5420&rangePriceMax=5430&currency=GEL', 2), RATE)).toMatchObject({ rangePrice: 2000 });
    expect(toRequest(parse('rangePrice=5420&rangePriceMax=5430&currency=GEL', 2), RATE)).not.toHaveProperty('rangePriceMax');
  });

  it('sends no price bounds in lari while the rate is unknown, and says so', () => {
    const filters = parse('rangePrice=271000&bedrooms=2&currency=GEL', 1);
    expect(toRequest(filters, undefined)).toEqual({ adType: 1, bedrooms: '2', sort: 'newest', page: 1 });
    expect(priceUnsent(filters, undefined)).toBe(true);
    expect(priceUnsent(filters, RATE)).toBe(false);
    expect(priceUnsent(parse('rangePrice=100000', 1), undefined)).toBe(false);
    expect(priceUnsent(parse('currency=GEL', 1), undefined)).toBe(false);
  });

  it('converts the bounds on a switch, so the same search is sent', () => {
    const usd = parse('rangePrice=80000&rangePriceMax=123457&page=2', 1);
    const gel = withCurrency(usd, 'GEL', RATE);
    expect(gel).toMatchObject({ currency: 'GEL', rangePrice: 216800, rangePriceMax: 334568, page: 2 });
    expect(toRequest(gel, RATE)).toEqual(toRequest(usd));
    expect(withCurrency(gel, 'USD', RATE)).toEqual(usd);
    expect(withCurrency(usd, 'USD', RATE)).toBe(usd);
    // without the rate the bounds cannot be converted
    expect(withCurrency(gel, 'USD', undefined)).toMatchObject({ currency: 'USD', rangePrice: null, rangePriceMax: null });
  });
});

describe('the area drawn on the map', () => {
  const polygon = '41.72,44.74;41.73,44.79;41.69,44.8';

  it('lives in the URL as polygon=lat,lng;... and is sent as the polygon field', () => {
    const filters = parse(`polygon=${polygon}&map=true`, 1);
    expect(filters.polygon).toHaveLength(3);
    expect(toQuery(filters)).toBe(`?polygon=${polygon}&map=true`);
    expect(toRequest(filters)).toMatchObject({ polygon });
    expect(countActive(filters)).toBe(1);
  });

  it('drops a malformed area and clears with the other filters', () => {
    expect(parse('polygon=41.72,44.74;41.73', 1).polygon).toBeNull();
    expect(resetFilters(parse(`polygon=${polygon}`, 1)).polygon).toBeNull();
    expect(toRequest(parse('', 1))).not.toHaveProperty('polygon');
  });
});
