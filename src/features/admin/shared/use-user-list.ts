import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { components } from '../../../api/schema.gen';
import { usersQuery } from './api/queries';

export type AdminUser = components['schemas']['User'];

export const fullName = (user: { name: string; surname: string }) => `${user.name} ${user.surname}`.trim();

/** The searchable, paged user list that the users and money-transfer screens share. */
export function useUserList() {
  const [query, setQuery] = useState({ search: '', page: 1 });
  // the page on screen stays while the next one (or the next search) loads
  const users = useQuery({ ...usersQuery(query.search, query.page), placeholderData: keepPreviousData });
  const list = useDeferredValue(users.data?.result);
  return {
    users,
    list,
    page: query.page,
    // a new search starts from its first page
    setSearch: (search: string) => setQuery((q) => (q.search === search ? q : { search, page: 1 })),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
  };
}
