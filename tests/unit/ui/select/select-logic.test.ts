import { describe, expect, it } from 'vitest';
import {
  clampToRange,
  composeTwoLevel,
  filterOptions,
  isTopBucket,
  moveActive,
  parseTwoLevel,
  placeDropdown,
  rangeBoundText,
  selectedLabels,
  slideRangeBound,
  summarizeLabels,
  toggleMultiple,
  toggleSingle,
  typeRangeBound,
  typeaheadIndex,
} from '../../../../src/ui/select/select-logic';
import { categories, kinds } from './fixtures';

describe('filterOptions', () => {
  it('keeps every option for an empty or blank query', () => {
    expect(filterOptions(kinds, '')).toBe(kinds);
    expect(filterOptions(kinds, '   ')).toBe(kinds);
  });

  it('matches an option’s other names too', () => {
    const districts = [
      { value: '1', label: 'Ваке, Тбилиси', keywords: ['ვაკე, თბილისი', 'vake'] },
      { value: '2', label: 'Сабуртало, Тбилиси', keywords: ['saburtalo'] },
    ];
    expect(filterOptions(districts, 'VAKE').map((o) => o.value)).toEqual(['1']);
    expect(filterOptions(districts, 'ვაკ').map((o) => o.value)).toEqual(['1']);
  });

  it('matches anywhere in the label, ignoring case', () => {
    const cities = [
      { value: 'a', label: 'Tbilisi' },
      { value: 'b', label: 'Batumi' },
    ];
    expect(filterOptions(cities, 'TBI').map((o) => o.value)).toEqual(['a']);
    expect(filterOptions(cities, 'tum').map((o) => o.value)).toEqual(['b']);
  });

  it('matches Georgian capitals (Mtavruli) against ordinary letters', () => {
    expect(filterOptions(kinds, 'ᲑᲘᲜᲐ').map((o) => o.value)).toEqual(['1']);
    expect(filterOptions(kinds, 'სახ').map((o) => o.value)).toEqual(['2']);
  });

  it('finds nothing for a query that matches no label', () => {
    expect(filterOptions(kinds, 'ვილა')).toEqual([]);
  });
});

describe('summarizeLabels', () => {
  it('joins up to two labels', () => {
    expect(summarizeLabels([])).toBe('');
    expect(summarizeLabels(['ბინა'])).toBe('ბინა');
    expect(summarizeLabels(['ბინა', 'სახლი'])).toBe('ბინა, სახლი');
  });

  it('counts the labels past the second', () => {
    expect(summarizeLabels(['ბინა', 'სახლი', 'ოთახი', 'ფართი', 'მიწა'])).toBe('ბინა, სახლი +3');
  });
});

describe('selectedLabels', () => {
  it('lists the chosen labels in option order, not picking order', () => {
    expect(selectedLabels(kinds, ['3', '1'])).toEqual(['ბინა', 'ოთახი']);
  });

  it('skips values that are not options', () => {
    expect(selectedLabels(kinds, ['9'])).toEqual([]);
  });
});

describe('toggleSingle', () => {
  it('picks a new value', () => {
    expect(toggleSingle(null, '2', false)).toBe('2');
    expect(toggleSingle('1', '2', true)).toBe('2');
  });

  it('deselects the chosen value when not required', () => {
    expect(toggleSingle('2', '2', false)).toBeNull();
  });

  it('keeps the chosen value when required', () => {
    expect(toggleSingle('2', '2', true)).toBe('2');
  });
});

describe('toggleMultiple', () => {
  it('adds a value keeping the options order', () => {
    expect(toggleMultiple(kinds, ['3'], '1')).toEqual(['1', '3']);
  });

  it('removes a chosen value', () => {
    expect(toggleMultiple(kinds, ['1', '3'], '1')).toEqual(['3']);
  });
});

describe('moveActive', () => {
  it('moves down and up and stops at the ends', () => {
    expect(moveActive(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActive(2, 'ArrowDown', 3)).toBe(2);
    expect(moveActive(1, 'ArrowUp', 3)).toBe(0);
    expect(moveActive(0, 'ArrowUp', 3)).toBe(0);
  });

  it('goes to the first and last option with Home and End', () => {
    expect(moveActive(1, 'Home', 3)).toBe(0);
    expect(moveActive(1, 'End', 3)).toBe(2);
  });

  it('starts from the last option on ArrowUp with nothing active', () => {
    expect(moveActive(-1, 'ArrowUp', 3)).toBe(2);
  });

  it('has nothing to activate in an empty list', () => {
    expect(moveActive(0, 'ArrowDown', 0)).toBe(-1);
  });
});

describe('typeaheadIndex', () => {
  const labels = ['ბინა', 'კერძო სახლი', 'კომერციული ფართი', 'ოთახი'];

  it('jumps to the next label starting with the character', () => {
    expect(typeaheadIndex(labels, 0, 'კ')).toBe(1);
    expect(typeaheadIndex(labels, 1, 'კ')).toBe(2);
  });

  it('wraps around to the start', () => {
    expect(typeaheadIndex(labels, 2, 'კ')).toBe(1);
    expect(typeaheadIndex(labels, 3, 'ბ')).toBe(0);
  });

  it('cycles on a repeated character', () => {
    expect(typeaheadIndex(labels, 1, 'კკ')).toBe(2);
  });

  it('matches several typed characters from the current option on', () => {
    expect(typeaheadIndex(labels, 1, 'კო')).toBe(2);
    expect(typeaheadIndex(labels, 2, 'კო')).toBe(2);
  });

  it('stays put when nothing matches', () => {
    expect(typeaheadIndex(labels, 1, 'ზ')).toBe(1);
  });
});

describe('two-level value', () => {
  it('parses the main category and its sub-options', () => {
    expect(parseTwoLevel('4,7,8', categories)).toEqual({ main: '4', subs: ['7', '8'] });
  });

  it('defaults to the first main category when empty', () => {
    expect(parseTwoLevel('', categories)).toEqual({ main: '1', subs: [] });
  });

  it('falls back to the first main category for an unknown one', () => {
    expect(parseTwoLevel('9,1', categories)).toEqual({ main: '1', subs: [] });
  });

  it('drops sub-options the main category does not have and orders the rest', () => {
    expect(parseTwoLevel('4, 8,3,7', categories)).toEqual({ main: '4', subs: ['7', '8'] });
  });

  it('has no main category without options', () => {
    expect(parseTwoLevel('1', [])).toEqual({ main: '', subs: [] });
  });

  it('composes the main category followed by the sub-options', () => {
    expect(composeTwoLevel('4', ['7', '8'])).toBe('4,7,8');
    expect(composeTwoLevel('1', [])).toBe('1');
  });
});

describe('range', () => {
  const limits = { min: 0, max: 500000, step: 1000 };

  it('clamps into the limits, a whole number', () => {
    expect(clampToRange(-5, 0, 100)).toBe(0);
    expect(clampToRange(150, 0, 100)).toBe(100);
    expect(clampToRange(72.6, 0, 300)).toBe(73);
  });

  it('stops a dragged from at to, and a dragged to at from', () => {
    expect(slideRangeBound({ from: null, to: 100000 }, 'from', 200000, limits)).toEqual({ from: 100000, to: 100000 });
    expect(slideRangeBound({ from: 200000, to: null }, 'to', 50000, limits)).toEqual({ from: 200000, to: 200000 });
    expect(slideRangeBound({ from: null, to: null }, 'from', 499000, limits)).toEqual({ from: 499000, to: null });
  });

  it('keeps a typed bound off the slider’s step (§9: a range’s step is 1)', () => {
    expect(typeRangeBound({ from: null, to: null }, 'from', 420, limits)).toEqual({ from: 420, to: null });
    expect(typeRangeBound({ from: 420, to: null }, 'to', 99999, limits)).toEqual({ from: 420, to: 99999 });
  });

  it('keeps a typed bound as typed, even past the other one', () => {
    expect(typeRangeBound({ from: 100000, to: 150000 }, 'from', 200000, limits)).toEqual({ from: 200000, to: 150000 });
    expect(typeRangeBound({ from: 200000, to: 300000 }, 'to', 50000, limits)).toEqual({ from: 200000, to: 50000 });
  });

  it('emits to: max for a value above the maximum', () => {
    expect(typeRangeBound({ from: null, to: null }, 'to', 900000, limits)).toEqual({ from: null, to: 500000 });
    expect(slideRangeBound({ from: null, to: null }, 'to', 900000, limits)).toEqual({ from: null, to: 500000 });
  });

  it('opens a side for an empty or unreadable input', () => {
    expect(typeRangeBound({ from: 1000, to: 2000 }, 'from', null, limits)).toEqual({ from: null, to: 2000 });
    expect(typeRangeBound({ from: 1000, to: 2000 }, 'to', Number.NaN, limits)).toEqual({ from: 1000, to: null });
  });

  it('treats a value at or above the maximum, or none, as the top bucket', () => {
    expect(isTopBucket(500000, 500000)).toBe(true);
    expect(isTopBucket(600000, 500000)).toBe(true);
    expect(isTopBucket(null, 500000)).toBe(true);
    expect(isTopBucket(499999, 500000)).toBe(false);
  });

  it('shows the top bucket with a plus sign', () => {
    const format = (n: number) => `$${n}`;
    expect(rangeBoundText(500000, 500000, format)).toBe('$500000+');
    expect(rangeBoundText(120000, 500000, format)).toBe('$120000');
    expect(rangeBoundText(2000, 2000, String)).toBe('2000+');
  });
});

describe('placeDropdown', () => {
  const viewport = { top: 0, left: 0, right: 1440, bottom: 800 };
  const panel = { width: 280, height: 300 };
  const at = (top: number, left = 100) => ({ top, bottom: top + 44, left, right: left + 200 });

  it('opens under the trigger when there is room', () => {
    expect(placeDropdown({ trigger: at(100), panel, bounds: viewport })).toEqual({ placement: 'bottom', align: 'start', room: 652 });
  });

  it('gives the room on its side where neither side has enough: the filters dialog at 320 × 640', () => {
    const dialog = { top: 16, left: 19, right: 301, bottom: 624 };
    expect(placeDropdown({ trigger: { top: 251, bottom: 295, left: 43, right: 277 }, panel: { width: 232, height: 344 }, bounds: dialog })).toMatchObject({
      placement: 'bottom',
      room: 325,
    });
  });

  it('flips above when there is no room below and more above', () => {
    expect(placeDropdown({ trigger: at(600), panel, bounds: viewport }).placement).toBe('top');
  });

  it('stays under when the room above is smaller still', () => {
    expect(placeDropdown({ trigger: at(200), panel: { width: 280, height: 700 }, bounds: viewport }).placement).toBe('bottom');
  });

  it('aligns to the right edge when it would run off the screen', () => {
    expect(placeDropdown({ trigger: at(100, 1300), panel, bounds: viewport }).align).toBe('end');
  });

  it('flips inside a scrolling container such as a dialog', () => {
    const dialog = { top: 100, left: 400, right: 880, bottom: 500 };
    expect(placeDropdown({ trigger: at(380, 420), panel, bounds: dialog }).placement).toBe('top');
    expect(placeDropdown({ trigger: at(380, 420), panel, bounds: viewport }).placement).toBe('bottom');
  });
});
