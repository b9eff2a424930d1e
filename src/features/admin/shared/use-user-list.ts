import { useState } from 'react';
import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { useResource } from './use-resource';

export type AdminUser = components['schemas']['User'];

export const fullName = (user: { name: string; surname: string }) => `${user.name} ${user.surname}`.trim();

/** The searchable, paged user list that the users and money-transfer screens share. */
export function useUserList() {
  const [query, setQuery] = useState({ search: '', page: 1 });
  const users = useResource(async () => {
    const { data } = await api.GET('/admin-api/users', {
      params: { query: { search: query.search || undefined, page: query.page } },
    });
    return data?.result ?? null;
  }, `${query.search}|${query.page}`);
  return {
    users,
    page: query.page,
    // a new search starts from its first page
    setSearch: (search: string) => setQuery((q) => (q.search === search ? q : { search, page: 1 })),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
  };
}
