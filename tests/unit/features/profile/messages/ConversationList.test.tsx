// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../../../src/api/schema.gen';
import { ConversationList } from '../../../../../src/features/profile/messages/ConversationList';
import type { Lang } from '../../../../../src/i18n/lang';
import { LangProvider } from '../../../../../src/i18n/lang-context';

type Conversation = components['schemas']['Conversation'];

const conversation = (id: number, unread: number, senderId: number): Conversation => ({
  user: { id, name: 'ლევან', surname: 'გელაშვილი', image: null },
  last_message: { id, sender_id: senderId, recipient_id: 17, content: 'გამარჯობა', read_at: null, created_at: '2026-11-22T09:41:00.000000Z', announcement_id: null },
  unread_count: unread,
});

function renderList(lang: Lang) {
  render(
    <LangProvider lang={lang}>
      <ConversationList conversations={[conversation(23, 5, 23), conversation(31, 0, 17)]} meId={17} openId={null} onOpen={() => undefined} />
    </LangProvider>,
  );
}

describe('ConversationList', () => {
  // the list is read on 1 December 2026: its messages are of this year
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('dates the last message and counts the unread ones in Georgian', () => {
    renderList('ka');
    expect(screen.getByRole('navigation', { name: 'საუბრები' })).toBeInTheDocument();
    // a day of this year, short; the whole date and time on hover
    expect(screen.getAllByText('22.11')).toHaveLength(2);
    expect(screen.getAllByText('22.11')[0]).toHaveAttribute('title', '22.11.2026 13:41');
    expect(screen.getByLabelText('5 წაუკითხავი')).toBeInTheDocument();
  });

  it('speaks Russian: its date, its plural, and who wrote last', () => {
    renderList('ru');
    expect(screen.getByRole('navigation', { name: 'Диалоги' })).toBeInTheDocument();
    expect(screen.getAllByText(/^22 нояб\.$/)).toHaveLength(2);
    expect(screen.getByLabelText('5 непрочитанных сообщений')).toBeInTheDocument();
    expect(screen.getByText('Вы:')).toBeInTheDocument();
  });

  it('marks the Georgian name and message as Georgian on an English page, the interface words not', () => {
    renderList('en');
    for (const name of screen.getAllByText('ლევან გელაშვილი')) expect(name).toHaveAttribute('lang', 'ka');
    for (const preview of screen.getAllByText('გამარჯობა')) expect(preview).toHaveAttribute('lang', 'ka');
    expect(screen.getByText('You:')).not.toHaveAttribute('lang');
  });

  it('leaves them unmarked on a Georgian page', () => {
    renderList('ka');
    for (const name of screen.getAllByText('ლევან გელაშვილი')) expect(name).not.toHaveAttribute('lang');
  });
});
