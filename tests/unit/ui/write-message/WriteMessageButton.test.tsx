// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../src/api/query-client';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { signIn } from '../../../../src/state/session';
import { loadAllParts } from '../../../../src/ui/load/lazy-part';
import { WriteMessageButton } from '../../../../src/ui/write-message/WriteMessageButton';
import { hydratePressed, unmountPressed } from '../../hydrate';

// the dialog's code in at once, as on the server: the test is of what it keeps, not of its loading
beforeAll(loadAllParts);

beforeEach(() => {
  signIn('token');
});
afterEach(unmountPressed);

const button = (recipientId: number, announcementId?: number) => (
  <QueryClientProvider client={createQueryClient()}>
    <LangProvider lang="en">
      <WriteMessageButton recipientId={recipientId} announcementId={announcementId} />
    </LangProvider>
  </QueryClientProvider>
);

describe('WriteMessageButton', () => {
  it('keeps a closed draft for the same advertiser and listing only', async () => {
    const { rerender } = render(button(23, 102));
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    await userEvent.type(screen.getByLabelText('Your message'), 'Is it still available?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('Is it still available?');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    rerender(button(24, 103));
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });
});

describe('WriteMessageButton, pressed as its page hydrates', () => {
  it('answers for the stored session, not the guest the server drew', async () => {
    expect(await hydratePressed(button(23, 102), () => screen.queryByRole('button', { name: 'Message' }))).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Send a message' })).toBeVisible();
    expect(window.location.pathname).toBe('/');
  });
});
