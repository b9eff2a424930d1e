// A console screen's surroundings in a language: a query cache that knows the day's rate.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { rateQuery } from '../../../../src/api/rate-query';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';

export function inPage(lang: Lang) {
  return function Page({ children }: { children: ReactNode }) {
    const client = new QueryClient();
    client.setQueryData(rateQuery().queryKey, { result: { price_gel: 2.71, rate: 2.71 } });
    return (
      <QueryClientProvider client={client}>
        <LangProvider lang={lang}>{children}</LangProvider>
      </QueryClientProvider>
    );
  };
}
