import { useQuery } from '@tanstack/react-query';
import { savedSearchesQuery } from '../../api/shared-queries';
import type { Filters } from '../../domain/catalog-filters';
import { isSavedAs } from '../../domain/search-address';
import { useDeviceSearches } from '../../state/saved-searches';

/** Whether the catalogue's search is saved already: to the account when signed in, else on this device. */
export function useSearchSaved(filters: Filters, signedIn: boolean): boolean {
  const account = useQuery({ ...savedSearchesQuery(), enabled: signedIn, select: (data) => data.result.some((search) => isSavedAs(search.query, filters)) });
  const device = useDeviceSearches();
  return signedIn ? account.data === true : device.some((search) => isSavedAs(search.query, filters));
}
