import { describe, expect, it } from 'vitest';
import { isSort, LIST_FIELDS, parse } from '../../../src/domain/catalog-filters';
import { optionsFor } from '../../../src/domain/filter-options';
import { featureIds, paramFields, paramOptions, type ChoiceParam } from '../../../src/domain/listing-kinds';
import { optionLists, type PropertyKind } from '../../../src/domain/options';
import { optionsTexts } from '../../../src/i18n/catalogues';
import { LANGS } from '../../../src/i18n/lang';
import { textsFor } from '../../../src/i18n/texts';

describe('the filters and the listing form', () => {
  // the form's field each filter reads (the rest are flag groups of step 3)
  const PARAM: Partial<Record<(typeof LIST_FIELDS)[number], ChoiceParam>> = {
    objectState: 'object_state',
    buildingMaterial: 'building_material',
    commercialLocation: 'commercial_location',
    repair: 'repair',
    bedrooms: 'flat_count_bedrooms',
    rooms: 'rooms',
    bathroom: 'bathroom',
  };

  it('offers a filter only where the form lets an owner set that field, with the same choices', () => {
    const lists = optionLists(textsFor(optionsTexts, 'ka'));
    for (const kind of [1, 2, 3, 4, 5] as PropertyKind[]) {
      for (const adType of [1, 2] as const) {
        for (const field of LIST_FIELDS) {
          if (field === 'districts') continue;
          const offered = optionsFor(lists, field, kind, adType).map((option) => option.value);
          if (offered.length === 0) continue;
          const param = PARAM[field];
          const settable = param
            ? paramFields(kind).includes(param)
              ? paramOptions(lists, param, kind).map((option) => option.value)
              : []
            : [...featureIds(lists, kind, adType)];
          for (const code of offered) expect(settable, `${field} ${code} for kind ${kind}, deal ${adType}`).toContain(code);
        }
      }
    }
  });
});

describe('the option codes of a search', () => {
  // every code from 1 to 99, as a link could carry them
  const anyCode = Array.from({ length: 99 }, (_, index) => String(index + 1)).join(',');

  it('are the codes each filter offers, in every language, without reading a label', () => {
    for (const lang of LANGS) {
      const lists = optionLists(textsFor(optionsTexts, lang));
      for (const kind of [1, 2, 3, 4, 5] as PropertyKind[]) {
        for (const adType of [1, 2] as const) {
          for (const field of LIST_FIELDS) {
            if (field === 'districts') continue;
            const offered = optionsFor(lists, field, kind, adType).map((option) => option.value);
            expect(parse(`flatObjects=${kind}&${field}=${anyCode}`, adType)[field], `${lang}: ${field} for kind ${kind}, deal ${adType}`).toEqual(offered);
          }
        }
      }
      const subKinds = (options: readonly { value: string }[]) => options.map((option) => option.value).join(',');
      expect(parse(`flatObjects=4,${anyCode}`, 1).flatObjects).toBe(`4,${subKinds(lists.commercialKinds)}`);
      expect(parse(`flatObjects=5,${anyCode}`, 1).flatObjects).toBe(`5,${subKinds(lists.landKinds)}`);
      expect(parse(`flatObjects=1,${anyCode}`, 1).flatObjects).toBe('1');
      for (const { value } of lists.sortOrders) expect(isSort(value), `${lang}: sort ${value}`).toBe(true);
      expect(lists.sortOrders).toHaveLength(5);
    }
  });
});
