// A saved catalogue search's address (the contract's SavedSearchQuery: a catalogue path and its
// query string) and the filters it asks for, free of any texts: a catalogue checks its own search against the saved ones.
import { parse, toQuery, type Filters } from './catalog-filters';

const ADDRESS = /^\/catalog\/(sell|rent)(\?[^\s#]*)?$/;

/** Whether `query` is a catalogue address a search can be saved under. */
export const isSearchAddress = (query: string): boolean => query.length <= 2000 && ADDRESS.test(query);

/** The filters of a saved address (the deal from its path); null for anything but a catalogue address. */
export function searchFilters(query: string): Filters | null {
  const match = ADDRESS.exec(query);
  if (!match || query.length > 2000) return null;
  return parse(match[2]?.slice(1) ?? '', match[1] === 'rent' ? 2 : 1);
}

// what a search asks for: neither its page nor its view (list or map)
const asked = (filters: Filters) => `${filters.adType}${toQuery({ ...filters, page: 1, map: false })}`;

/** Whether a saved search's address asks for what `filters` ask. */
export function isSavedAs(query: string, filters: Filters): boolean {
  const saved = searchFilters(query);
  return saved !== null && asked(saved) === asked(filters);
}
