// The district writes: each re-fetches the district list, which the settings table, the edit form
// and the catalogue read. The forms word the add and edit refusals themselves (§8), so they show
// them; a refused deletion is told like any other.
import { $api } from '../../../../api/queries';
import { districtsQuery } from '../../../../api/shared-queries';
import { useInvalidate } from '../../shared/api/use-invalidate';

export function useAddDistrict() {
  const onSuccess = useInvalidate(districtsQuery().queryKey);
  return $api.useMutation('post', '/api/settings/add-district', { meta: { ownRefusal: true }, onSuccess });
}

export function useEditDistrict() {
  const onSuccess = useInvalidate(districtsQuery().queryKey);
  return $api.useMutation('put', '/api/settings/edit-district', { meta: { ownRefusal: true }, onSuccess });
}

export function useDeleteDistrict() {
  const onSettled = useInvalidate(districtsQuery().queryKey);
  return $api.useMutation('delete', '/api/settings/delete-district/{id}', { onSettled });
}
