// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import appRu from '../../../../src/i18n/app.ru';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { QueryView } from '../../../../src/ui/load/QueryView';

const t = appRu.load;

function Listings({ answer }: { answer: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['listings'], queryFn: answer });
  return (
    <QueryView query={query} icon="list" loading={<p>Загрузка…</p>}>
      {(data) => <h2>{data}</h2>}
    </QueryView>
  );
}

const inPage = (answer: () => Promise<string>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LangProvider lang="ru">
        <Listings answer={answer} />
      </LangProvider>
    </QueryClientProvider>,
  );

describe('a query’s states', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('without a connection says so, not loading for ever, and loads by itself once it is back', async () => {
    onlineManager.setOnline(false);
    inPage(() => Promise.resolve('3 объявления'));
    expect(await screen.findByRole('heading', { name: t.offlineTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(t.offlineText);
    expect(screen.queryByText('Загрузка…')).toBeNull();
    await act(async () => onlineManager.setOnline(true));
    expect(await screen.findByText('3 объявления')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.offlineTitle })).toBeNull();
    // nobody pressed a retry: nothing takes the focus
    expect(document.body).toHaveFocus();
  });

  it('online, shows its loading state while the answer is on its way', () => {
    inPage(() => new Promise<string>(() => undefined));
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: t.offlineTitle })).toBeNull();
  });

  it('hands the focus its retry took away to what the retry brought, or back to the retry', async () => {
    // each answer as the test gives it
    const asked: Array<{ resolve: (data: string) => void; reject: (error: Error) => void }> = [];
    inPage(() => new Promise<string>((resolve, reject) => void asked.push({ resolve, reject })));
    await act(async () => asked[0]?.reject(new Error('down')));
    const first = await screen.findByRole('button', { name: appRu.app.retry });
    first.focus();
    fireEvent.click(first);
    // it loads afresh, fails again, and the retry, back in place, has the focus
    expect(await screen.findByText('Загрузка…')).toBeInTheDocument();
    await act(async () => asked[1]?.reject(new Error('down')));
    const again = await screen.findByRole('button', { name: appRu.app.retry });
    // the focus follows the render that brought it, which a busy machine may paint later
    await waitFor(() => expect(again).toHaveFocus());
    fireEvent.click(again);
    await screen.findByText('Загрузка…');
    await act(async () => asked[2]?.resolve('3 объявления'));
    const heading = await screen.findByRole('heading', { name: '3 объявления' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
