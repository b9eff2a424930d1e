import { api } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { failed, loaded, useLoad } from '../../ui/load/use-load';
import { toRequest, type Filters } from './filters';

/** One page of results for the search (POST /api/catalog-announcements, form data, §7). */
export function useCatalog(filters: Filters) {
  const body = toRequest(filters);
  // the map flag is not part of the request: switching the view does not search again
  const key = JSON.stringify(body);
  return useLoad(async () => {
    const { data } = await api.POST('/api/catalog-announcements', { body, bodySerializer: toFormData });
    return data ? loaded(data.result) : failed();
  }, [key]);
}

/** The districts for the district filter (GET /api/districts), as select options. */
export function useDistricts() {
  return useLoad(async () => {
    const { data } = await api.GET('/api/districts');
    return data ? loaded(data.result.map((district) => ({ value: String(district.id), label: district.district }))) : failed();
  }, []);
}
