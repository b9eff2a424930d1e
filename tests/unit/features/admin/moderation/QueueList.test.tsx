// @vitest-environment jsdom
// The authors' own words in the moderation queue and the open listing, marked with their language
// on a console in another, so a screen reader reads Georgian as Georgian.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../../../src/domain/listing';
import { ListingPanel } from '../../../../../src/features/admin/moderation/ListingPanel';
import { QueueList } from '../../../../../src/features/admin/moderation/QueueList';
import { example } from '../../../fake-network';
import { inPage } from '../in-page';

const [listing] = example<{ result: { data: Listing[] } }>('AdminQueue').result.data;
if (!listing) throw new Error('no listing in the example');

describe('QueueList', () => {
  it("marks a Georgian title as Georgian on an English console, the listing's number and badges not", () => {
    render(<QueueList items={[listing]} selectedId={null} onSelect={() => undefined} />, { wrapper: inPage('en') });
    expect(screen.getByText('2-ოთახიანი ბინა საბურთალოზე')).toHaveAttribute('lang', 'ka');
    expect(screen.getByText(new RegExp(`^#${listing.id} ·`))).not.toHaveAttribute('lang');
  });

  it('leaves it unmarked on a Georgian console', () => {
    render(<QueueList items={[listing]} selectedId={null} onSelect={() => undefined} />, { wrapper: inPage('ka') });
    expect(screen.getByText('2-ოთახიანი ბინა საბურთალოზე')).not.toHaveAttribute('lang');
  });
});

describe('ListingPanel', () => {
  it("marks the title, description, address and owner's name as Georgian on a Russian console", () => {
    render(<ListingPanel listing={listing} onBack={() => undefined} toolbar={null} />, { wrapper: inPage('ru') });
    expect(screen.getByRole('heading', { level: 2, name: listing.title })).toHaveAttribute('lang', 'ka');
    expect(screen.getByText(listing.flat_description)).toHaveAttribute('lang', 'ka');
    expect(screen.getByText('ვაჟა-ფშაველას გამზირი 45')).toHaveAttribute('lang', 'ka');
    // the name is marked, the link and its new-tab words (in the console's language) are not
    const owner = screen.getByRole('link', { name: `${listing.user.name} ${listing.user.surname} (откроется в новой вкладке)` });
    expect(owner).not.toHaveAttribute('lang');
    expect(owner.querySelector('[lang="ka"]')).toHaveTextContent(`${listing.user.name} ${listing.user.surname}`);
    // the other facts are the console's own words
    expect(screen.getByText('Цена')).not.toHaveAttribute('lang');
  });
});
