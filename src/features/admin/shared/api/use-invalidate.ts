import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks every query under `queryKey` stale and re-fetches those on screen; resolves once they are back. */
export function useInvalidate(queryKey: QueryKey) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey });
}
