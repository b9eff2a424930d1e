// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byRequest, count, example, json, startApp } from '../../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const LIST = 'GET /client-api/saved-searches';
const CATALOGUE = 'POST /api/catalog-announcements';

describe('NewListingsBadge', () => {
  it("adds up the list's new_count from the one list call, with no catalogue call per search", async () => {
    const app = await startApp(byRequest({ [LIST]: () => json(200, example('SavedSearchList')) }));
    const { NewListingsBadge } = await import('../../../../src/ui/saved-searches/SavedSearchTools');
    const { rerender } = render(
      <app.wrapper>
        <NewListingsBadge />
      </app.wrapper>,
    );
    // the mock's searches have 12, 0 and 5 new
    expect(await screen.findByLabelText('17 ახალი განცხადება')).toHaveTextContent('17');
    // the next page's header reads the same answer: within minutes it asks nothing again
    rerender(
      <app.wrapper>
        <NewListingsBadge key="next page" />
      </app.wrapper>,
    );
    expect(await screen.findByLabelText('17 ახალი განცხადება')).toBeInTheDocument();
    expect(count(app.sent, LIST)).toBe(1);
    expect(count(app.sent, CATALOGUE)).toBe(0);
    expect(app.sent).toHaveLength(1);
  });

  it('shows nothing while no search has new listings', async () => {
    const app = await startApp(byRequest({ [LIST]: () => json(200, example('SavedSearchHostile')) }));
    const { NewListingsBadge } = await import('../../../../src/ui/saved-searches/SavedSearchTools');
    const { container } = render(
      <app.wrapper>
        <NewListingsBadge />
      </app.wrapper>,
    );
    await vi.waitFor(() => expect(app.client.getQueryState(['get', '/client-api/saved-searches'])?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DeviceSearchesDialog', () => {
  it("counts a guest's device searches with a catalogue call each, since the server does not know them", async () => {
    const app = await startApp(
      byRequest({
        [CATALOGUE]: () => json(200, { result: { data: [], total: 4, current_page: 1, last_page: 1, per_page: 12 } }),
        'POST /api/convert-price': () => json(200, { result: { price_gel: 2.71, rate: 2.71 } }),
        'GET /api/districts': () => json(200, example('DistrictList')),
      }),
      { token: null },
    );
    const { addDeviceSearch } = await import('../../../../src/state/saved-searches');
    addDeviceSearch('ქირავდება, 1 საძინებელი', '/catalog/rent?adType=2&bedrooms=1', new Date('2026-11-20T10:00:00.000Z'));
    const { DeviceSearchesDialog } = await import('../../../../src/ui/saved-searches/SavedSearchTools');
    render(
      <app.wrapper>
        <DeviceSearchesDialog onClose={() => undefined} />
      </app.wrapper>,
    );
    expect(await screen.findByText('4 ახალი')).toBeInTheDocument();
    expect(app.sent.find((call) => `${call.method} ${call.path}` === CATALOGUE)?.body).toMatchObject({ adType: '2', bedrooms: '1', created_after: '2026-11-20T10:00:00.000Z' });
    expect(count(app.sent, LIST)).toBe(0);
  });
});
