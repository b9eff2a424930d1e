// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../../src/api/query-client';
import { rateQuery } from '../../../../src/api/rate-query';
import { userQuery } from '../../../../src/api/user';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { session } from '../../../../src/state/session';
import { paths } from '../../../../src/config/paths';
import { ListingCard } from '../../../../src/ui/listing-card/ListingCard';
import { frameOf } from '../../../../src/ui/listing-card/frame';
import type * as listing from '../../../../src/domain/listing';
import { aUser } from '../../user';

const card: listing.ListingCard = {
  id: 110,
  slug: '4-otaxiani-bina-saburtaloze-110',
  title: '4-ოთახიანი ბინა საბურთალოზე, პანორამული ხედით',
  status: 2,
  adType: 1,
  flatObjects: '1',
  flat_cost: 245000,
  flat_cost_m: 1815,
  address: 'ალექსანდრე ყაზბეგის გამზირი',
  address_house_number: '24ბ',
  district_id: 2,
  district_name: 'საბურთალო',
  flat_count_bedrooms: 4,
  flat_square: 135.5,
  main_photo: { image: '/realt/demo/flat-7.svg', description: 11 },
  tariff: 'super_vip',
  tariff_end_date: '2026-12-06',
  raise: 0,
  raise_end_date: null,
  color: null,
  color_end_date: null,
  telegram_publication: null,
  user_id: 23,
  lat: 41.7258,
  lng: 44.7523,
  created_at: '2026-11-20T10:15:00.000000Z',
};

function renderCard(props: Partial<Parameters<typeof ListingCard>[0]> = {}, client: QueryClient = createQueryClient(), lang: Lang = 'ka') {
  const { hook } = memoryLocation({ path: '/catalog/sell' });
  // the favourite toggle on the card is a mutation of the query cache
  return render(
    <QueryClientProvider client={client}>
      <LangProvider lang={lang}>
        <Router hook={hook} base="/realt">
          <ListingCard card={card} {...props} />
        </Router>
      </LangProvider>
    </QueryClientProvider>,
  );
}

// a client that knows the day's rate: the card shows the lari too
function withRate(rate: number): QueryClient {
  const client = createQueryClient();
  client.setQueryData(rateQuery().queryKey, { result: { rate } });
  return client;
}

afterEach(() => {
  session.token = null;
});

describe('ListingCard', () => {
  it('shows the §2 fields formatted: USD with space separators, per m², first title segment, address, bedrooms, area', () => {
    renderCard();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('245 000 $');
    expect(article).toHaveTextContent('1 815 $/მ²');
    expect(screen.getByRole('link', { name: '4-ოთახიანი ბინა საბურთალოზე' })).toHaveAttribute('href', '/realt/announcement/4-otaxiani-bina-saburtaloze-110');
    expect(article).toHaveTextContent('ალექსანდრე ყაზბეგის გამზირი 24ბ');
    expect(article).toHaveTextContent('4+ საძ.');
    expect(article).toHaveTextContent('135.5 მ²');
    expect(article).toHaveTextContent('სუპერ VIP');
    expect(article).toHaveClass('listing-card--framed', 'listing-card--super-vip');
    // a tariff's frame is a class: the server's HTML needs no style attribute for it
    expect(article).not.toHaveAttribute('style');
    expect(article.querySelector('img')).toHaveAttribute('src', '/realt/demo/flat-7.svg');
  });

  it('shows a reduced price’s previous amount struck through, and by how much it fell', () => {
    renderCard({ card: { ...card, flat_cost: 285000, previous_flat_cost: 299000 } });
    const before = screen.getByRole('article').querySelector('s');
    expect(before).toHaveTextContent('იყო: 299 000 $');
    expect(before?.parentElement).toHaveTextContent('იყო: 299 000 $ −5%');
  });

  it('shows no previous price when it was never reduced, or was lower', () => {
    renderCard({ card: { ...card, previous_flat_cost: null } });
    expect(screen.getByRole('article').querySelector('s')).toBeNull();
    cleanup();
    renderCard({ card: { ...card, previous_flat_cost: 200000 } });
    expect(screen.getByRole('article').querySelector('s')).toBeNull();
  });

  it('shows the map placeholder when there is no photo', () => {
    renderCard({ card: { ...card, main_photo: null, tariff: null } });
    expect(screen.getByText('ფოტო არ არის')).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveClass('listing-card--framed');
  });

  it('hides the favourite toggle on the viewer’s own listing', () => {
    renderCard();
    // named by its listing's whole title: a page of cards has one toggle per card, and two titles may begin alike
    expect(screen.getByRole('button', { name: 'შენახვა: 4-ოთახიანი ბინა საბურთალოზე, პანორამული ხედით' })).toBeInTheDocument();
    cleanup();
    const client = createQueryClient();
    const owner = aUser({ id: 23, name: 'ლევან', surname: 'გელაშვილი', phone: '+995593214587' });
    client.setQueryData(userQuery().queryKey, { result: owner });
    session.token = 't0ken';
    renderCard({}, client);
    expect(screen.getByRole('article').querySelector('button')).toBeNull();
  });

  it('fills the owner slots: badge, menu instead of the toggle, footer', () => {
    renderCard({ badge: <span>აქტიური</span>, menu: <button type="button">მენიუ</button>, footer: <p>მიზეზი</p> });
    expect(screen.getByText('აქტიური')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'მენიუ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^შენახვა/ })).toBeNull();
    expect(screen.getByText('მიზეზი')).toBeInTheDocument();
  });
});

describe('ListingCard in English and Russian', () => {
  it('writes the prices, the area and the bedrooms in English', () => {
    renderCard({}, withRate(2.71), 'en');
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('$245,000');
    expect(article).toHaveTextContent('$1,815/m²');
    expect(article).toHaveTextContent('₾663,950');
    expect(article).toHaveTextContent('Price in lari');
    expect(article).toHaveTextContent('135.5 m²');
    expect(article).toHaveTextContent('4+ beds');
    expect(article).toHaveTextContent('Super VIP');
    expect(screen.getByRole('button', { name: 'Save: 4-ოთახიანი ბინა საბურთალოზე, პანორამული ხედით' })).toBeInTheDocument();
  });

  it('says a rent’s price is a month’s, in the visitor’s language; a sale’s price stands alone', () => {
    renderCard({ card: { ...card, adType: 2, flat_cost: 1500 } }, createQueryClient(), 'ru');
    expect(screen.getByRole('article')).toHaveTextContent('1 500 $ в месяц');
    cleanup();
    renderCard({ card: { ...card, adType: 2, flat_cost: 1500 } }, createQueryClient(), 'en');
    expect(screen.getByRole('article')).toHaveTextContent('$1,500 a month');
    cleanup();
    // the lari too: both amounts are a month's
    renderCard({ card: { ...card, adType: 2, flat_cost: 1500 } }, withRate(2.71), 'en');
    expect(screen.getByRole('article')).toHaveTextContent('$1,500 a month');
    expect(screen.getByRole('article')).toHaveTextContent('₾4,065 a month');
    cleanup();
    renderCard({ card: { ...card, adType: 1 } }, withRate(2.71), 'en');
    expect(screen.getByRole('article')).not.toHaveTextContent('a month');
  });

  it('gives the Russian bedrooms their plural forms', () => {
    const bedrooms = (count: number) => {
      cleanup();
      renderCard({ card: { ...card, flat_count_bedrooms: count } }, createQueryClient(), 'ru');
      return screen.getByTitle('Спальни').textContent;
    };
    expect(bedrooms(1)).toBe('Спальни: 1 спальня');
    expect(bedrooms(3)).toBe('Спальни: 3 спальни');
    expect(bedrooms(4)).toBe('Спальни: 4+ спальни');
    expect(screen.getByRole('article')).toHaveTextContent(/245\s000 \$/);
    expect(screen.getByRole('button', { name: 'Сохранить: 4-ოთახიანი ბინა საბურთალოზე, პანორამული ხედით' })).toBeInTheDocument();
  });

  it('marks the address by its street: a Russian street with a Georgian house number is Russian', () => {
    renderCard({ card: { ...card, address: 'ул. Палиашвили' } }, createQueryClient(), 'en');
    expect(screen.getByText('ул. Палиашвили 24ბ')).toHaveAttribute('lang', 'ru');
    cleanup();
    renderCard({ card: { ...card, address: 'ул. Палиашвили' } }, createQueryClient(), 'ru');
    expect(screen.getByText('ул. Палиашвили 24ბ')).not.toHaveAttribute('lang');
  });

  it('says there is no photo in English', () => {
    renderCard({ card: { ...card, main_photo: null } }, createQueryClient(), 'en');
    expect(screen.getByText('No photo')).toBeInTheDocument();
  });

  it('shows at once that it is opening, and opens the listing in the task after the click has painted', async () => {
    const location = memoryLocation({ path: '/catalog/sell', record: true });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} base="/realt">
          <ListingCard card={card} />
        </Router>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('article')).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('link', { name: '4-ოთახიანი ბინა საბურთალოზე' }));
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(location.history).toEqual(['/catalog/sell']);
    await waitFor(() => expect(location.history).toEqual(['/catalog/sell', `/realt${paths.announcement.href(card.slug)}`]));
  });
});

describe('frameOf', () => {
  it('frames an active listing by its colour first, then by its tariff', () => {
    expect(frameOf({ status: 2, tariff: 'vip', color: '#F5B700' })).toEqual({ color: '#F5B700' });
    expect(frameOf({ status: 2, tariff: 'vip_plus', color: null })).toEqual({ className: 'listing-card--vip-plus' });
    expect(frameOf({ status: 2, tariff: 'raising', color: null })).toBeNull();
    expect(frameOf({ status: 4, tariff: 'vip', color: '#F5B700' })).toBeNull();
  });

  it('takes a colour only as the contract writes one: no CSS from the API reaches the card', () => {
    const hostile = 'red;position:fixed;inset:0;z-index:2147483647;background:red';
    expect(frameOf({ status: 2, tariff: 'vip', color: hostile })).toEqual({ className: 'listing-card--vip' });
    expect(frameOf({ status: 2, tariff: null, color: hostile })).toBeNull();
  });
});
