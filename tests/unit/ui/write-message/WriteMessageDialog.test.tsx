// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  // each test writes a first message: no draft of another's
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function renderDialog(answer: () => Response, lang: 'ka' | 'en' | 'ru' = 'ka', replyTo?: string, announcementId: number | null = 102) {
  vi.resetModules();
  const fetch = vi.fn(async (_request: Request) => answer());
  vi.stubGlobal('fetch', fetch);
  // fresh modules: the client reads the stubbed fetch and API origin when it is created
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { createQueryClient } = await import('../../../../src/api/query-client');
  const { WriteMessageDialog } = await import('../../../../src/ui/write-message/WriteMessageDialog');
  const { loadAllTexts } = await import('../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../src/i18n/lang-context');
  // the fresh texts module has none of the catalogues the setup loaded
  await loadAllTexts();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LangProvider lang={lang}>
        <WriteMessageDialog open recipientId={23} announcementId={announcementId ?? undefined} onClose={onClose} replyTo={replyTo} />
      </LangProvider>
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

describe('WriteMessageDialog', () => {
  it('asks for text before sending anything', async () => {
    const { fetch } = await renderDialog(() => json(200, { result: 'ok' }));
    await userEvent.click(screen.getByRole('button', { name: 'გაგზავნა' }));
    expect(screen.getByRole('alert')).toHaveTextContent('გთხოვთ შეავსოთ ველი');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the recipient, the trimmed text and the listing, then clears and closes', async () => {
    const { fetch, onClose } = await renderDialog(() => json(200, { result: 'ok' }));
    await userEvent.type(screen.getByLabelText('თქვენი შეტყობინება'), '  გამარჯობა  ');
    await userEvent.click(screen.getByRole('button', { name: 'გაგზავნა' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const request = fetch.mock.calls[0]?.[0];
    expect(await request?.json()).toEqual({ recipient_id: 23, content: 'გამარჯობა', announcement_id: 102 });
    expect(screen.getByLabelText('თქვენი შეტყობინება')).toHaveValue('');
  });

  it('keeps the typed text and shows the field error when the server refuses', async () => {
    const { onClose } = await renderDialog(() => json(422, { result: { content: ['The content field is required.'] } }));
    await userEvent.type(screen.getByLabelText('თქვენი შეტყობინება'), 'ტექსტი');
    await userEvent.click(screen.getByRole('button', { name: 'გაგზავნა' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The content field is required.'));
    expect(screen.getByLabelText('თქვენი შეტყობინება')).toHaveValue('ტექსტი');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('forgets the refusal, not the text, when the dialog is closed', async () => {
    const { onClose } = await renderDialog(() => json(422, { result: { content: ['The content field is required.'] } }));
    await userEvent.type(screen.getByLabelText('თქვენი შეტყობინება'), 'ტექსტი');
    await userEvent.click(screen.getByRole('button', { name: 'გაგზავნა' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The content field is required.'));
    await userEvent.click(screen.getByRole('button', { name: 'გაუქმება' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('თქვენი შეტყობინება')).toHaveValue('ტექსტი');
  });

  it('speaks English on an English page', async () => {
    const { fetch } = await renderDialog(() => json(200, { result: 'ok' }), 'en');
    expect(screen.getByRole('dialog', { name: 'Send a message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveAttribute('placeholder', 'Hello! I am interested in this listing…');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in this field');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is titled a reply to its person in a conversation, with no opening line offered', async () => {
    await renderDialog(() => json(200, { result: 'ok' }), 'en', 'ლევან გელაშვილი');
    expect(screen.getByRole('dialog', { name: 'Reply to ლევან გელაშვილი' })).toBeInTheDocument();
    // the name is read in the voice of its letters
    expect(screen.getByText('ლევან გელაშვილი')).toHaveAttribute('lang', 'ka');
    expect(screen.getByLabelText('Your message')).not.toHaveAttribute('placeholder');
  });

  it('offers an opening line to a first message about a listing only', async () => {
    await renderDialog(() => json(200, { result: 'ok' }), 'en');
    expect(screen.getByLabelText('Your message')).toHaveAttribute('placeholder', 'Hello! I am interested in this listing…');
    cleanup();
    await renderDialog(() => json(200, { result: 'ok' }), 'en', undefined, null);
    expect(screen.getByLabelText('Your message')).not.toHaveAttribute('placeholder');
  });
});
