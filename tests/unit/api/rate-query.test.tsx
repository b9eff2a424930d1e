// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

// the rate-query module as the server's build (or the browser's) has it
async function rateModule(ssr: boolean) {
  vi.resetModules();
  vi.stubEnv('SSR', ssr);
  const rate = await import('../../../src/api/rate-query');
  const { createQueryClient } = await import('../../../src/api/query-client');
  return { ...rate, client: createQueryClient() };
}

function shown(client: QueryClient, useValue: () => number | undefined): string {
  function Shown() {
    return <>{String(useValue())}</>;
  }
  return renderToString(
    <QueryClientProvider client={client}>
      <Shown />
    </QueryClientProvider>,
  );
}

describe('useRateValue', () => {
  it('on the server reads the rate the route’s queries put in the cache, and observes nothing', async () => {
    const { useRateValue, rateQuery, client } = await rateModule(true);
    client.setQueryData(rateQuery().queryKey, { result: { price_gel: 2.71, rate: 2.71 } });
    // every useQuery's observer builds its query in the cache (or finds it there)
    const observed = vi.spyOn(client.getQueryCache(), 'build');
    expect(shown(client, useRateValue)).toBe('2.71');
    expect(observed).not.toHaveBeenCalled();
  });

  it('says the same as the browser’s query, with the rate and without it', async () => {
    for (const ssr of [true, false]) {
      const without = await rateModule(ssr);
      expect(shown(without.client, without.useRateValue)).toBe('undefined');
      const { useRateValue, rateQuery, client } = await rateModule(ssr);
      client.setQueryData(rateQuery().queryKey, { result: { price_gel: 2.65, rate: 2.65 } });
      expect(shown(client, useRateValue)).toBe('2.65');
    }
  });

  it('on the server reads a render’s rate once, however many prices show it', async () => {
    const { useRateValue, rateQuery, client } = await rateModule(true);
    client.setQueryData(rateQuery().queryKey, { result: { price_gel: 2.71, rate: 2.71 } });
    const read = vi.spyOn(client, 'getQueryData');
    function Prices() {
      return (
        <>
          {String(useRateValue())} {String(useRateValue())} {String(useRateValue())}
        </>
      );
    }
    const html = renderToString(
      <QueryClientProvider client={client}>
        <Prices />
      </QueryClientProvider>,
    );
    expect(html.match(/2\.71/g)).toHaveLength(3);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('useRate', () => {
  // what a screen reads of it: the rate, and whether it is still to come
  const stateOf = (useRate: () => { data: number | undefined; isPending: boolean }) => () => {
    const { data, isPending } = useRate();
    return isPending ? undefined : data;
  };

  it('on the server reads the render’s rate without a query observer', async () => {
    const { useRate, rateQuery, client } = await rateModule(true);
    client.setQueryData(rateQuery().queryKey, { result: { price_gel: 2.71, rate: 2.71 } });
    const observed = vi.spyOn(client.getQueryCache(), 'build');
    expect(shown(client, stateOf(useRate))).toBe('2.71');
    expect(observed).not.toHaveBeenCalled();
  });

  it('says on the server what the browser’s first render says, with the rate and without it', async () => {
    for (const ssr of [true, false]) {
      const without = await rateModule(ssr);
      expect(shown(without.client, stateOf(without.useRate))).toBe('undefined');
      const { useRate, rateQuery, client } = await rateModule(ssr);
      client.setQueryData(rateQuery().queryKey, { result: { price_gel: 2.65, rate: 2.65 } });
      expect(shown(client, stateOf(useRate))).toBe('2.65');
    }
  });
});
