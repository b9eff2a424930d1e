import { $api, operationKey } from '../../../../api/queries';

/**
 * One page of the users, searched by name, phone or e-mail (the users and money-transfer
 * screens). Other admins change users too: a page seen before shows at once and is asked again.
 */
export const usersQuery = (search: string, page: number) => ({
  ...$api.queryOptions('get', '/admin-api/users', { params: { query: { search: search || undefined, page } } }),
  staleTime: 0,
});

/** Every page of every search of the users: what a write to a user or a wallet changes. */
export const allUsersKey = () => operationKey(usersQuery('', 1));
