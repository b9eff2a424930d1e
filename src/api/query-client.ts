import { MutationCache, QueryClient } from '@tanstack/react-query';
import { apiEvents } from './handlers';
import { refusal, refusalText, toldCentrally } from './refusal';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** the caller shows the refusal itself (on the form's fields, or in its dialog) */
      ownRefusal?: boolean;
    };
  }
}

/** How long an answer, or a failure, counts as new: a screen that mounts uses it as it is. */
const FRESH_MS = 30_000;

/**
 * The query cache: one per browser tab (and, on the server, one per request). A refused write
 * shows its text as a notification unless the caller shows it itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // the error views offer a retry; an automatic one would only delay them
        retry: false,
        // data the boot prefetch (or the page's state) put in is not fetched again at once
        staleTime: FRESH_MS,
        // nor is a failure: a screen that mounts after its boot prefetch failed shows that
        // failure instead of asking again (the visitor would be told of the same error twice)
        retryOnMount: (query) => Date.now() - query.state.errorUpdatedAt >= FRESH_MS,
      },
    },
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (mutation.meta?.ownRefusal) return;
        const answer = refusal(error);
        if (!toldCentrally(answer)) apiEvents.onFailure(refusalText(answer));
      },
    }),
  });
}
