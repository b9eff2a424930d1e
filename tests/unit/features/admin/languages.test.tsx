// @vitest-environment jsdom
// The console in English and Russian: its own texts, plurals and formats in the page's language.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatGel, formatPrices } from '../../../../src/domain/format';
import type { Listing } from '../../../../src/domain/listing';
import { QueueList } from '../../../../src/features/admin/moderation/QueueList';
import { ShortcutLegend, ShortcutToggle } from '../../../../src/features/admin/moderation/ShortcutLegend';
import { DistrictsTable } from '../../../../src/features/admin/settings/DistrictsTable';
import { UsersTable } from '../../../../src/features/admin/users/UsersTable';
import type { AdminUser } from '../../../../src/features/admin/shared/use-user-list';
import { byRequest, example, json, startApp } from '../../fake-network';
import { inLang } from './in-lang';
import { inPage } from './in-page';

const queue = example<{ result: { data: Listing[] } }>('AdminQueue').result.data;
const users = example<{ result: { data: AdminUser[] } }>('AdminUserList').result.data;

describe('counts in each language', () => {
  it('keeps the Georgian wording and gives English and Russian their plural forms', () => {
    expect(inLang('ka').t.users.total(5)).toBe('სულ 5 მომხმარებელი');
    expect(inLang('en').t.users.total(1)).toBe('1 user');
    expect(inLang('en').t.users.total(1234)).toBe('1,234 users');
    const ru = inLang('ru').t;
    expect(ru.users.total(21)).toBe('Всего 21 пользователь');
    expect(ru.users.total(3)).toBe('Всего 3 пользователя');
    expect(ru.users.total(11)).toBe('Всего 11 пользователей');
    expect(ru.districts.locked(2)).toBe('К району привязано 2 объявления: его грузинское и альтернативное названия не меняются, а английское и русское вы можете изменить.');
    expect(ru.ledger.totalsNote(5)).toBe('Итоги по всем страницам: 5 операций');
    expect(inLang('en').t.districts.locked(1)).toBe('This district has 1 listing: its Georgian and alternative names stay as they are, but you can change its English and Russian names.');
  });
});

describe('the moderation queue in another language', () => {
  it('shows its badges and prices in Russian', () => {
    const [first] = queue;
    if (!first) throw new Error('no listing in the example');
    const listing: Listing = { ...first, main_photo: null, flat_photos: [], telegram_publication: 'pending' };
    render(<QueueList items={[listing]} selectedId={null} onSelect={() => undefined} />, { wrapper: inPage('ru') });
    const row = screen.getByRole('button');
    expect(within(row).getByText('Без фото')).toBeInTheDocument();
    expect(within(row).getByText('Telegram: заказано')).toBeInTheDocument();
    // Intl's Russian groups digits with a no-break space, which the text match reads as a space
    expect(row).toHaveTextContent(formatPrices(listing.flat_cost, 2.71, 'USD', 'ru').replace(/\s/g, ' '));
    expect(screen.getByRole('list')).toHaveAccessibleName('Список объявлений');
  });

  it('lists its shortcuts in English', () => {
    render(
      <>
        <ShortcutToggle open onToggle={() => undefined} />
        <ShortcutLegend open />
      </>,
      { wrapper: inPage('en') },
    );
    expect(screen.getByRole('button', { name: 'Shortcuts (?)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(screen.getByText('Next listing')).toBeInTheDocument();
    expect(screen.getByText('Close this list')).toBeInTheDocument();
    expect(screen.getByText('Shortcuts are off while you type in a field or choose from a drop-down list; in the open listing the arrows scroll it.')).toBeInTheDocument();
  });
});

describe('the tables in another language', () => {
  it('shows users with English headings and amounts', () => {
    const [user] = users;
    if (!user) throw new Error('no user in the example');
    const rich = { ...user, balance: 1234.5, personal_price_coefficient: 0.85 };
    render(
      <UsersTable users={[rich]} selfId={undefined} rolesEditable busyId={null} onRole={() => undefined} onBlocked={() => undefined} onCoefficient={() => undefined} onDelete={() => undefined} />,
      { wrapper: inPage('en') },
    );
    expect(screen.getByRole('columnheader', { name: 'Phone and email' })).toBeInTheDocument();
    expect(screen.getByText(formatGel(1234.5, 'en'))).toBeInTheDocument();
    expect(formatGel(1234.5, 'en')).toBe('₾1,234.50');
    expect(screen.getByRole('button', { name: `Change price rate: ${rich.name} ${rich.surname}` })).toHaveTextContent('× 0.85');
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('tells in Russian why a district with listings cannot be deleted, and that only its translations can change', () => {
    render(
      <DistrictsTable
        districts={[{ id: 3, city: 'თბილისი', district: 'ვაკე', name_alternative: 'Vake', listings_count: 12 }]}
        busyId={null}
        onDelete={() => undefined}
      />,
      { wrapper: inPage('ru') },
    );
    const reason = 'Район, к которому привязаны объявления, нельзя удалить; изменить можно только его английское и русское названия.';
    expect(screen.getByRole('link', { name: 'Изменить: ვაკე, თბილისი' })).toHaveAttribute('aria-describedby', 'districts-locked-note');
    expect(screen.getByRole('button', { name: 'Удалить: ვაკე, თბილისი' })).toBeDisabled();
    // the note itself is the settings page's; its Russian text is the catalogue's
    expect(inLang('ru').t.districts.lockedNote).toBe(reason);
  });
});

describe('adding a district whose name exists (§8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    document.documentElement.lang = '';
  });

  /** The create-district page in English, whose add call the server refuses with `refusal`. */
  async function addRefused(refusal: { result: string; code: string }) {
    const app = await startApp(
      byRequest({
        'GET /api/get-authenticated-user': () => json(200, example('UserAdmin')),
        'POST /api/settings/add-district': () => json(403, refusal),
      }),
      { path: '/admin/create-district' },
    );
    // the app's modules are fresh: their texts are loaded as a page loads them
    const texts = await import('../../../../src/i18n/texts');
    const { LangProvider } = await import('../../../../src/i18n/lang-context');
    await texts.loadAllTexts();
    // refusals are worded in the page's language, as an English page's start-up sets it
    document.documentElement.lang = 'en';
    const { CreateDistrictPage } = await import('../../../../src/features/admin/settings/create-district-page');
    const page = (lang: 'en' | 'ru') => (
      <app.wrapper>
        <LangProvider lang={lang}>
          <CreateDistrictPage />
        </LangProvider>
      </app.wrapper>
    );
    const { rerender } = render(page('en'));
    await userEvent.type(screen.getByLabelText('District'), 'Vake');
    await userEvent.type(screen.getByLabelText('Alternative name'), 'vake');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    /** The page switched to Russian, as the language switch does it. */
    const inRussian = () => {
      document.documentElement.lang = 'ru';
      rerender(page('ru'));
    };
    return { ...app, inRussian };
  }

  it('says so in the console’s own words and language, not the server’s Georgian text', async () => {
    const serverText = 'ამ სახელით უბანი უკვე არსებობს';
    const app = await addRefused({ result: serverText, code: 'district_exists' });
    await waitFor(() => expect(screen.getByLabelText('District')).toHaveAccessibleDescription('A district with this name already exists. Choose another name.'));
    expect(screen.queryByText(serverText)).toBeNull();
    expect(app.sent.find(({ method }) => method === 'POST')?.body).toEqual({ city: 'თბილისი', district: 'Vake', name_alternative: 'vake' });
    expect(app.told()).toEqual([]);
  });

  it('words it again when the console switches language, with what was typed kept', async () => {
    const app = await addRefused({ result: 'ამ სახელით უბანი უკვე არსებობს', code: 'district_exists' });
    await waitFor(() => expect(screen.getByLabelText('District')).toHaveAccessibleDescription(/already exists/));
    app.inRussian();
    await waitFor(() => expect(screen.getByLabelText('Район')).toHaveAccessibleDescription('Район с таким названием уже есть. Выберите другое название.'));
    expect(screen.getByLabelText('Район')).toHaveValue('Vake');
  });

  it('tells a 403 for the role as such, not as a name that exists', async () => {
    const app = await addRefused({ result: 'ამ მოქმედების შესრულების უფლება არ გაქვთ', code: 'forbidden' });
    await waitFor(() => expect(app.told()).toEqual(['error: Your role does not allow this. Ask an administrator if you need it.']));
    expect(screen.getByLabelText('District')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/already exists/)).toBeNull();
  });
});

describe('editing a district the server refuses for its listings (§8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    document.documentElement.lang = '';
  });

  it('words the alert again when the console switches language', async () => {
    const app = await startApp(
      byRequest({
        'GET /api/get-authenticated-user': () => json(200, example('UserAdmin')),
        'GET /api/districts': () => json(200, example('DistrictList')),
        'PUT /api/settings/edit-district': () => json(422, { result: 'Cannot edit district', code: 'district_has_listings' }),
      }),
      { path: '/admin/edit-district/13/x/y/krtsanisi' },
    );
    const { LangProvider } = await import('../../../../src/i18n/lang-context');
    document.documentElement.lang = 'en';
    const { Route } = await import('wouter');
    const { paths } = await import('../../../../src/config/paths');
    const { EditDistrictPage } = await import('../../../../src/features/admin/settings/edit-district-page');
    const page = (lang: 'en' | 'ru') => (
      <app.wrapper>
        <LangProvider lang={lang}>
          <Route path={paths.adminEditDistrict.path}>
            <EditDistrictPage />
          </Route>
        </LangProvider>
      </app.wrapper>
    );
    const { rerender } = render(page('en'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A district that has listings cannot be edited.'));
    document.documentElement.lang = 'ru';
    rerender(page('ru'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Район, к которому привязаны объявления, нельзя изменить.'));
    expect(screen.getByLabelText('Район')).toHaveValue('კრწანისი');
  });
});
