// @vitest-environment jsdom
// A reason restored from the tab's draft is sent with its category's names in every language,
// which come with the categories: Ctrl+Enter waits for them. Its length is counted under the field.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_MAX_LENGTH } from '../../../../../src/domain/limits';
import type { Listing } from '../../../../../src/domain/listing';
import { byRequest, example, held, json, startApp } from '../../../fake-network';

const [listing] = example<{ result: { data: Listing[] } }>('AdminQueue').result.data;
if (!listing) throw new Error('no listing in the example');
const CATEGORIES = {
  result: [
    { id: 1, name_ge: 'არასწორი ფასი', name_en: 'Incorrect price', name_ru: 'Неверная цена' },
    { id: 2, name_ge: 'არასწორი ფოტოები', name_en: 'Incorrect photos', name_ru: 'Неверные фотографии' },
  ],
};

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('RejectDialog', () => {
  it('sends a restored reason only once the categories came, with their names in every language', async () => {
    const categories = held();
    const app = await startApp(byRequest({ 'GET /admin-api/reject-categories': () => categories.response }));
    sessionStorage.setItem(`typed-reject-${listing.id}`, JSON.stringify({ reject_category_ge: 'არასწორი ფოტოები', reject_message: 'ფოტოები სხვა ბინისაა.' }));
    const { loadTexts } = await import('../../../../../src/i18n/texts');
    const { LangProvider } = await import('../../../../../src/i18n/lang-context');
    await loadTexts('ka', ['admin']);
    const { RejectDialog } = await import('../../../../../src/features/admin/moderation/RejectDialog');
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <app.wrapper>
        <LangProvider lang="ka">
          <RejectDialog listing={listing} onClose={() => undefined} onSubmit={onSubmit} />
        </LangProvider>
      </app.wrapper>,
    );
    const message = await screen.findByRole('textbox', { name: 'მიზეზი' });
    expect(message).toHaveValue('ფოტოები სხვა ბინისაა.');
    // the count under the field is the restored text's, not 0: the field stops at the limit
    await waitFor(() => expect(message).toHaveAccessibleDescription(expect.stringContaining(`21 / ${TEXT_MAX_LENGTH}`)));

    fireEvent.keyDown(message, { key: 'Enter', ctrlKey: true });
    expect(screen.getByRole('button', { name: 'უარყოფა' })).toHaveAttribute('aria-disabled', 'true');

    categories.answer(json(200, CATEGORIES));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'არასწორი ფოტოები' })).toBeChecked());
    // the group is entered at the restored choice: an arrow key from the first radio would change it
    await waitFor(() => expect(screen.getByRole('radio', { name: 'არასწორი ფოტოები' })).toHaveFocus());
    // what letting the draft go does: the dialog opened empty, there is no saved reason to show
    expect(screen.getByRole('button', { name: 'შეყვანილის გასუფთავება' })).toBeInTheDocument();
    // the press before them sent nothing
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(message, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        reject_category_ge: 'არასწორი ფოტოები',
        reject_category_en: 'Incorrect photos',
        reject_category_ru: 'Неверные фотографии',
        reject_message: 'ფოტოები სხვა ბინისაა.',
      }),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
