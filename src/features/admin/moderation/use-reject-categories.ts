import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { useResource } from '../shared/use-resource';

type RejectCategory = components['schemas']['RejectCategory'];

// the categories rarely change: fetched once per visit, again only after a failure
let cached: Promise<RejectCategory[] | null> | null = null;

function loadCategories(): Promise<RejectCategory[] | null> {
  cached ??= api.GET('/admin-api/reject-categories').then(({ data }) => {
    if (!data) cached = null;
    return data?.result ?? null;
  });
  return cached;
}

export function useRejectCategories() {
  return useResource(loadCategories, 'reject-categories');
}
