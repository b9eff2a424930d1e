import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/queries';
import { useInvalidate } from '../../shared/api/use-invalidate';
import { bannersQuery } from './queries';

/** Saves a new order; the answer is the order as saved (after a refusal the list is fetched again). */
export function useReorderBanners() {
  const client = useQueryClient();
  const refresh = useInvalidate(bannersQuery().queryKey);
  return $api.useMutation('put', '/admin-api/banners/order', {
    onSuccess: (answer) => client.setQueryData(bannersQuery().queryKey, answer),
    onError: refresh,
  });
}

export function useDeleteBanner() {
  const onSettled = useInvalidate(bannersQuery().queryKey);
  return $api.useMutation('delete', '/admin-api/banners/{id}', { onSettled });
}

/** Sent from the add form, which shows a refusal itself. */
export function useAddBanner() {
  const onSuccess = useInvalidate(bannersQuery().queryKey);
  return $api.useMutation('post', '/admin-api/banners', { meta: { ownRefusal: true }, onSuccess });
}
