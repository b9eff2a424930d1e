// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../../src/api/schema.gen';
import { byRequest, example, json, startApp } from '../../../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

type Conversation = components['schemas']['Conversation'];

describe('Thread', () => {
  it('marks the Georgian name in its heading and each Georgian message as Georgian on an English page', async () => {
    const app = await startApp(byRequest({ 'GET /client-api/messages/23': () => json(200, example('ConversationWithLevan')) }));
    const { loadAllTexts } = await import('../../../../../src/i18n/texts');
    const { LangProvider } = await import('../../../../../src/i18n/lang-context');
    await loadAllTexts();
    const { Thread } = await import('../../../../../src/features/profile/messages/Thread');
    const [levan] = example<{ result: Conversation[] }>('ConversationList').result;
    if (!levan) throw new Error('no conversation in the example');
    render(
      <app.wrapper>
        <LangProvider lang="en">
          <Thread conversation={levan} meId={17} onBack={() => undefined} />
        </LangProvider>
      </app.wrapper>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'ლევან გელაშვილი' })).toHaveAttribute('lang', 'ka');
    expect(await screen.findByText('გამარჯობა, ნინო! დიახ, ბინა ჯერ კიდევ იყიდება.')).toHaveAttribute('lang', 'ka');
  });
});
