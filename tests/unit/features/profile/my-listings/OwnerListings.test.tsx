// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OwnerListings } from '../../../../../src/features/profile/my-listings/OwnerListings';
import type { ListingCard, ListingPage } from '../../../../../src/domain/listing';
import type { Lang } from '../../../../../src/i18n/lang';
import { LangProvider } from '../../../../../src/i18n/lang-context';
import { example } from '../../../fake-network';

// the shared card is tested on its own; here only what the owner's card puts into it
vi.mock('../../../../../src/ui/listing-card/ListingCard', () => ({
  ListingCard: ({ card, badge, menu, footer }: { card: ListingCard; badge: ReactNode; menu: ReactNode; footer: ReactNode }) => (
    <article aria-label={card.title}>
      {badge}
      {menu}
      {footer}
    </article>
  ),
}));

const page = example<{ result: ListingPage }>('MyAnnouncementList').result;
// 109: active, raised until 29.11.2026
const raised = (listings: ListingPage) => listings.data.find((card) => card.id === 109);

function renderListings(lang: Lang, listings: ListingPage = page) {
  render(
    <LangProvider lang={lang}>
      <OwnerListings listings={listings} loading={false} busyId={null} onAction={() => undefined} onShowReason={() => undefined} onPage={() => undefined} />
    </LangProvider>,
  );
}

describe('OwnerListings', () => {
  // a day every example's service runs
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the listings and dates the raised one’s service in Georgian', () => {
    renderListings('ka');
    expect(screen.getByText(`${page.total} განცხადება`)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: raised(page)?.title });
    expect(within(card).getByText(/29\.11\.2026-მდე/)).toBeInTheDocument();
  });

  it('speaks Russian: the count’s plural, the card’s dates and the menu', () => {
    renderListings('ru', { ...page, total: 1042 });
    expect(screen.getByText(/^1\s042 объявления$/)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: raised(page)?.title });
    expect(within(card).getByText(/до 29 нояб\. 2026/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Действия: ${raised(page)?.title}` })).toBeInTheDocument();
  });

  it('speaks English: one listing is one', () => {
    renderListings('en', { ...page, total: 1 });
    expect(screen.getByText('1 listing')).toBeInTheDocument();
  });

  it('shows no service past its last day, though its flag is still on', () => {
    // 30.11 in Tbilisi: the raising ended with the 29th
    vi.setSystemTime(new Date('2026-11-29T20:00:00Z'));
    renderListings('en');
    const card = screen.getByRole('article', { name: raised(page)?.title });
    // neither dated on the card nor offered for cancelling in its menu
    expect(card).not.toHaveTextContent('Bump to top');
    expect(card).toHaveTextContent('Deactivate');
  });
});
