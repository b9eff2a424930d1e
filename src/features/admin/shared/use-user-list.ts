import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { components } from '../../../api/schema.gen';
import { queryString } from '../../../config/paths';
import { positiveInt, useAddressQuery } from '../../../ui/address/use-address-query';
import { usersQuery } from './api/queries';

export type AdminUser = components['schemas']['User'];

/** The search and page of the user list, as the address's query names them (the request's names). */
export interface UserListAddress {
  search: string;
  page: number;
}

/** The search and page a query names; a page that is not a whole number from 1 is the first. */
export function readUserListAddress(search: string): UserListAddress {
  const params = new URLSearchParams(search);
  return { search: (params.get('search') ?? '').trim(), page: positiveInt(params.get('page')) ?? 1 };
}

/** The query of a search and page, its defaults left out: the whole list's first page is the bare address. */
export function writeUserListAddress({ search, page }: UserListAddress): string {
  return queryString({ search: search || undefined, page: page > 1 ? page : undefined });
}

/** The searchable, paged user list that the users and money-transfer screens share, kept in the address. */
export function useUserList() {
  const [query, change] = useAddressQuery(readUserListAddress, writeUserListAddress);
  // the page on screen stays while the next one (or the next search) loads
  const users = useQuery({ ...usersQuery(query.search, query.page), placeholderData: keepPreviousData });
  const list = useDeferredValue(users.data?.result);
  return {
    users,
    list,
    search: query.search,
    page: query.page,
    // a new search starts from its first page; typing changes the entry it is typed in (Back is
    // not an entry per pause), a page is an entry of its own
    setSearch: (search: string) => change((q) => (q.search === search ? q : { search, page: 1 }), 'replace'),
    setPage: (page: number) => change((q) => ({ ...q, page }), 'push'),
  };
}
