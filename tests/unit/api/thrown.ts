// An error answer as the app's code meets it: thrown by a typed query through the errors middleware.
import { QueryClient } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { errorsMiddleware } from '../../../src/api/middleware/errors';
import { queryHooks } from '../../../src/api/queries';
import type { paths } from '../../../src/api/schema.gen';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the typed query function throws for an answer, as a query or mutation sees it. */
export async function thrownFor(response: Response): Promise<unknown> {
  const client = createClient<paths>({ baseUrl: 'http://api.test', fetch: async () => response });
  client.use(errorsMiddleware);
  const options = queryHooks(client).queryOptions('get', '/api/districts');
  const query = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return query.fetchQuery(options).then(
    () => {
      throw new Error('the query did not fail');
    },
    (error: unknown) => error,
  );
}
