// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '../../../../../src/features/listing-form/draft';
import type { FormMode } from '../../../../../src/features/listing-form/form/use-listing-form';
import { STEPS, type Step } from '../../../../../src/features/listing-form/listing.schema';
import { emptyValues, type ListingValues } from '../../../../../src/features/listing-form/listing-values';
import type { Lang } from '../../../../../src/i18n/lang';
import { listingFormKa } from '../../../../../src/i18n/listing-form.ka';
import { validationKa } from '../../../../../src/i18n/validation.ka';
import { EMPTY_SELECTION, type TariffSelection } from '../../../../../src/ui/tariff-order/order-selection';
import { byRequest, count, example, held, json, startApp, type Answer } from '../../../fake-network';

const KEY = 'listing-draft-test';

// a flat for sale with every validated field of the six steps filled in
const complete: ListingValues = {
  ...emptyValues(),
  adType: '1',
  flatObjects: '1',
  district_id: '2',
  address: 'ვაჟა-ფშაველას გამზირი',
  address_house_number: '45',
  flat_square: '72',
  flat_count_bedrooms: '2',
  floor: '5',
  floors_total: '9',
  photos: [
    { key: 'main', image: '/realt/demo/flat-4.svg', description: 7, main: true },
    { key: 'flat-1', image: '/realt/demo/flat-2.svg', description: 2, main: false },
    { key: 'flat-2', image: '/realt/demo/flat-5.svg', description: 8, main: false },
  ],
  title: '2-ოთახიანი ბინა საბურთალოზე',
  flat_description: 'ნათელი ბინა მეტროსთან ახლოს.',
  flat_cost: '118000',
};
const draft = (step: Step, values: ListingValues = complete, basket: TariffSelection = EMPTY_SELECTION): Draft => ({ step, reached: step, values, basket, withBalance: 1 });
const vip: TariffSelection = { days: { vip: '7' }, telegram: false };

const CREATED = { result: { id: 110, slug: 'iyideba-2-otakhiani-bina-vakeshi-110', status: 1 } };
const always: Record<string, Answer> = {
  'GET /api/tariffs': () => json(200, example('Tariffs')),
  // a paid order re-reads the user's balance
  'GET /api/get-authenticated-user': () => json(200, example('UserRegular')),
};

interface Setup {
  mode?: FormMode;
  start: Draft;
  token?: string | null;
  answers?: Record<string, Answer>;
  /** the page's language to start with */
  lang?: Lang;
}

/**
 * The hook inside a form element, as ListingForm has it: felte attaches to the form, and the step
 * headings and one named field are there to be focused.
 */
async function renderForm({ mode = { kind: 'create' }, start, token, answers = {}, lang = 'ka' }: Setup) {
  const app = await startApp(byRequest(answers, always), { token });
  const { useListingForm } = await import('../../../../../src/features/listing-form/form/use-listing-form');
  // the app's modules are fresh ones: their texts are loaded, as the server has them
  const { loadAllTexts } = await import('../../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../../src/i18n/lang-context');
  await loadAllTexts();
  const page = { lang };
  const Wrapper = app.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <LangProvider lang={page.lang}>{children}</LangProvider>
    </Wrapper>
  );
  const onSaved = vi.fn();
  let latest: ReturnType<typeof useListingForm> | null = null;
  function Probe() {
    const state = useListingForm(mode, start, KEY, onSaved);
    latest = state;
    return (
      <div ref={state.wrapRef}>
        {STEPS.map((n) => (
          <h2 key={n} id={`step-title-${n}`} tabIndex={-1}>
            {n}
          </h2>
        ))}
        <form ref={state.form.form} noValidate aria-label="listing">
          <input name="title" aria-label="title" />
        </form>
      </div>
    );
  }
  const view = render(<Probe />, { wrapper });
  /** The page switches language: the same screen, rendered again in it. */
  const switchTo = (next: Lang) => {
    page.lang = next;
    view.rerender(<Probe />);
  };
  const state = () => {
    if (!latest) throw new Error('the form has not rendered');
    return latest;
  };
  // the tariffs arrive before the user reaches the last step
  await waitFor(() => expect(state().tariffList.tariffs).not.toBeNull());
  /** The primary button: the form's submit. */
  const press = () => fireEvent.submit(screen.getByRole('form', { name: 'listing' }));
  const stored = () => localStorage.getItem(KEY);
  return { ...app, state, press, onSaved, stored, switchTo };
}

const writes = (sent: ReadonlyArray<{ method: string; path: string }>) => sent.filter(({ method }) => method !== 'GET').map(({ path }) => path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // the form keeps its step in the history entry, which the tests share
  window.history.replaceState(null, '');
});

describe('the steps', () => {
  it('moves on only once the step checks out, and remembers how far the user got', async () => {
    const view = await renderForm({ start: draft(1, { ...complete, address: '' }) });
    view.press();
    await waitFor(() => expect(view.state().form.error('address')).toBeDefined());
    expect(view.state().step).toBe(1);

    act(() => view.state().form.setValue('address', 'ვაჟა-ფშაველას გამზირი'));
    view.press();
    await waitFor(() => expect(view.state().step).toBe(2));
    expect(view.state().reached).toBe(2);
    // the new step's title takes the focus once it has rendered
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('step-title-2')));

    act(() => view.state().goTo(1));
    expect(view.state().step).toBe(1);
    expect(view.state().reached).toBe(2);
    expect(writes(view.sent)).toEqual([]);
  });

  it('opens the step of the first field that fails, even an earlier one, and focuses it', async () => {
    const view = await renderForm({ start: draft(5, { ...complete, address_house_number: '' }) });
    view.press();
    await waitFor(() => expect(view.state().step).toBe(1));
    // the focus moves in an effect after the step has rendered: under load, a frame later
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('step-title-1')));
  });

  it('lets an edited listing open any step from the start', async () => {
    const view = await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(1) });
    expect(view.state().reached).toBe(6);
  });
});

describe('the browser’s history', () => {
  const entry = () => (window.history.state as { formStep?: string } | null)?.formStep;

  it('gives each step an entry (its step and place): Back opens the step before, Forward the next, Previous is a Back', async () => {
    const view = await renderForm({ start: draft(1) });
    expect(entry()).toBe('1:0');
    view.press();
    await waitFor(() => expect(view.state().step).toBe(2));
    expect(entry()).toBe('2:1');

    act(() => window.history.back());
    await waitFor(() => expect(view.state().step).toBe(1));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('step-title-1')));

    // unchecked, as the step bar opens a step reached: the save checks every step
    act(() => view.state().form.setValue('address', ''));
    act(() => window.history.forward());
    await waitFor(() => expect(view.state().step).toBe(2));
    expect(entry()).toBe('2:1');

    const entries = window.history.length;
    act(() => view.state().goTo(1));
    await waitFor(() => expect(entry()).toBe('1:0'));
    expect(view.state().step).toBe(1);
    expect(window.history.length).toBe(entries);
  });

  it('shows the step of its entry after a reload: an edit nothing was changed in keeps no draft', async () => {
    window.history.replaceState({ formStep: '3:2' }, '');
    const view = await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(1) });
    expect(view.state().step).toBe(3);
    expect(entry()).toBe('3:2');
  });

  it('starts a new form where its draft is when its entry names a step it has not reached', async () => {
    window.history.replaceState({ formStep: '3:2' }, '');
    const view = await renderForm({ start: draft(1) });
    expect(view.state().step).toBe(1);
    expect(entry()).toBe('1:2');
  });
});

describe('in another language', () => {
  it('checks the steps with the messages of the page’s language, its numbers in its format', async () => {
    const view = await renderForm({ start: draft(5, { ...complete, address: '', flat_cost: '100000001' }), lang: 'en' });
    view.press();
    await waitFor(() => expect(view.state().step).toBe(1));
    expect(view.state().form.error('address')).toBe('Please fill in this field');
    expect(view.state().form.error('flat_cost')).toBe('Value must not exceed 100,000,000');
  });

  it('keeps every value and the step on a switch, and says the shown messages again in the new language', async () => {
    const view = await renderForm({ start: draft(1, { ...complete, address: '' }) });
    act(() => view.state().form.setValue('title', 'ბინა ვაკეში'));
    view.press();
    await waitFor(() => expect(view.state().form.error('address')).toBe(validationKa.required));
    // a field not touched yet stays quiet in the new language too
    act(() => view.state().form.setValue('flat_square', ''));

    view.switchTo('ru');
    await waitFor(() => expect(view.state().form.error('address')).toBe('Заполните это поле'));
    expect(view.state().form.error('flat_cost')).toBeUndefined();
    expect(view.state().step).toBe(1);
    expect(view.state().values).toMatchObject({ title: 'ბინა ვაკეში', address: '', flat_square: '', district_id: '2' });
    expect(JSON.parse(view.stored() ?? 'null')).toMatchObject({ step: 1, values: { title: 'ბინა ვაკეში', flat_square: '' } });
  });
});

describe('the draft (§4)', () => {
  it('keeps every change, with its step, and leaves none for a form nothing was changed in', async () => {
    const view = await renderForm({ start: draft(3) });
    act(() => view.state().goTo(4));
    expect(view.stored()).toBeNull();
    act(() => view.state().form.setValue('title', 'ბინა ვაკეში'));
    await waitFor(() => expect(JSON.parse(view.stored() ?? 'null')).toMatchObject({ step: 4, values: { title: 'ბინა ვაკეში' }, withBalance: 1 }));
    act(() => view.state().setBasket(vip));
    await waitFor(() => expect(JSON.parse(view.stored() ?? 'null')).toMatchObject({ basket: vip }));
  });
});

describe('publishing', () => {
  it('asks a guest to sign in and sends nothing', async () => {
    const view = await renderForm({ start: draft(6), token: null });
    view.press();
    await waitFor(() => expect(view.state().guestDialog).toBe(true));
    expect(writes(view.sent)).toEqual([]);
    act(() => view.state().closeGuestDialog());
    expect(view.state().guestDialog).toBe(false);
  });

  it('creates the listing from the form’s values, ends the draft and the waiting photos, and shows the success dialog', async () => {
    const view = await renderForm({ start: draft(6), answers: { 'POST /client-api/announcement': () => json(200, CREATED) } });
    act(() => view.state().form.setValue('flat_cost', '117500'));
    await waitFor(() => expect(view.stored()).not.toBeNull());
    const { getPendingPhoto, putPendingPhoto } = await import('../../../../../src/state/pending-photos');
    await putPendingPhoto('photo-guest', new Blob(['x'], { type: 'image/png' }));

    view.press();
    await waitFor(() => expect(view.state().done).toBe(true));
    const saved = view.sent.find(({ path }) => path === '/client-api/announcement');
    expect(saved?.body).toMatchObject({
      adType: '1',
      flatObjects: '1',
      district_id: '2',
      address: 'ვაჟა-ფშაველას გამზირი',
      title: '2-ოთახიანი ბინა საბურთალოზე',
      flat_cost: '117500',
      main_photo: JSON.stringify({ image: '/realt/demo/flat-4.svg', description: 7 }),
      flat_photos: JSON.stringify([
        { image: '/realt/demo/flat-2.svg', description: 2 },
        { image: '/realt/demo/flat-5.svg', description: 8 },
      ]),
    });
    expect(view.state().savedId).toBe(110);
    expect(view.onSaved).toHaveBeenCalledOnce();
    expect(view.stored()).toBeNull();
    expect(await getPendingPhoto('photo-guest')).toBeNull();
    expect(writes(view.sent)).toEqual(['/client-api/announcement']);
  });

  it('saves an edit onto the listing, and its owner’s views re-read it', async () => {
    const view = await renderForm({
      mode: { kind: 'edit', id: 101 },
      start: draft(6),
      answers: {
        'POST /client-api/announcement/update': () => json(200, { result: { id: 101, slug: '3-otaxiani-bina-saburtaloze-101', status: 1 } }),
        'GET /client-api/announcements/101/ge': () => json(200, example('MyAnnouncementFlat')),
        'POST /client-api/announcements': () => json(200, example('MyAnnouncementList')),
      },
    });
    const { QueryObserver } = await import('@tanstack/react-query');
    const { myListingsQuery, ownListingQuery } = await import('../../../../../src/api/my-listings');
    // the listing and the owner's list, on screen in another tab of the app
    new QueryObserver(view.client, ownListingQuery(101)).subscribe(() => undefined);
    new QueryObserver(view.client, myListingsQuery(1, null)).subscribe(() => undefined);
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcements')).toBe(1));

    view.press();
    await waitFor(() => expect(view.state().done).toBe(true));
    expect(view.sent.find(({ path }) => path === '/client-api/announcement/update')?.body).toMatchObject({ id: '101', title: complete.title });
    await waitFor(() => expect(count(view.sent, 'GET /client-api/announcements/101/ge')).toBe(2));
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcements')).toBe(2));
  });

  it('saves an edit from a step before the last, once every step checks out', async () => {
    const updated = { 'POST /client-api/announcement/update': () => json(200, { result: { id: 101, slug: '3-otaxiani-bina-saburtaloze-101', status: 1 } }) };
    const view = await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(2), answers: updated });
    const saveEarly = view.state().saveEarly;
    if (!saveEarly) throw new Error('an edit offers a save before the last step');
    act(saveEarly);
    await waitFor(() => expect(view.state().done).toBe(true));
    expect(view.state().step).toBe(2);
    expect(writes(view.sent)).toEqual(['/client-api/announcement/update']);
    // saved, the listing has no save of its own left to offer
    expect(view.state().saveEarly).toBeNull();
  });

  it('sends an early save pressed while Next’s check runs once Next has moved on, once', async () => {
    const updated = { 'POST /client-api/announcement/update': () => json(200, { result: { id: 101, slug: '3-otaxiani-bina-saburtaloze-101', status: 1 } }) };
    const view = await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(2), answers: updated });
    const saveEarly = view.state().saveEarly;
    if (!saveEarly) throw new Error('an edit offers a save before the last step');
    act(() => {
      view.state().next();
      saveEarly();
      saveEarly();
    });
    await waitFor(() => expect(view.state().done).toBe(true));
    expect(view.state().step).toBe(3);
    expect(writes(view.sent)).toEqual(['/client-api/announcement/update']);
  });

  it('gives up an early save still waiting for the last step’s code when another step opens', async () => {
    const view = await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(2) });
    const saveEarly = view.state().saveEarly;
    if (!saveEarly) throw new Error('an edit offers a save before the last step');
    act(() => {
      saveEarly();
      view.state().goTo(3);
    });
    expect(view.state().savingEarly).toBe(false);
    // the code arrives: what waited for it was given up, so Next is not held by a save under way
    const { preloadStep } = await import('../../../../../src/features/listing-form/form/step-parts');
    await act(() => preloadStep(6));
    await waitFor(() => expect(view.state().step).toBe(3));
    act(() => view.state().next());
    await waitFor(() => expect(view.state().step).toBe(4));
    expect(writes(view.sent)).toEqual([]);
    expect(view.state().done).toBe(false);
  });

  it('refuses an early save while a later step fails: that step opens, and nothing is sent', async () => {
    const view = await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(2, { ...complete, title: '' }) });
    act(() => view.state().saveEarly?.());
    await waitFor(() => expect(view.state().step).toBe(5));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'title' })));
    expect(writes(view.sent)).toEqual([]);
    expect(view.state().done).toBe(false);
    // the title filled in, Next on another step checks that step alone again, and opens the next
    act(() => view.state().form.setValue('title', complete.title));
    act(() => view.state().goTo(2));
    await waitFor(() => expect(view.state().step).toBe(2));
    act(() => view.state().next());
    await waitFor(() => expect(view.state().step).toBe(3));
    expect(writes(view.sent)).toEqual([]);
  });

  it('offers no early save once a tariff is chosen: that save and its payment are the last step’s', async () => {
    const view = await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(2, complete, vip) });
    expect(view.state().saveEarly).toBeNull();
  });

  it('offers no early save to a new listing', async () => {
    expect((await renderForm({ start: draft(2) })).state().saveEarly).toBeNull();
  });

  it('offers no early save on the last step, whose own button saves', async () => {
    expect((await renderForm({ mode: { kind: 'edit', id: 101 }, start: draft(6) })).state().saveEarly).toBeNull();
  });

  it('sends one save for a double press', async () => {
    const save = held();
    const view = await renderForm({ start: draft(6), answers: { 'POST /client-api/announcement': () => save.response } });
    view.press();
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcement')).toBe(1));
    view.press();
    save.answer(json(200, CREATED));
    await waitFor(() => expect(view.state().done).toBe(true));
    expect(count(view.sent, 'POST /client-api/announcement')).toBe(1);
  });
});

describe('a photo whose upload failed', () => {
  const failed = { key: 'flat-3', image: '', description: 15, main: false, failed: { name: 'kitchen.png' } };
  const withFailed = { ...complete, photos: [...complete.photos, failed] };

  it('holds the form on publishing: its step opens and says what to do; nothing is sent', async () => {
    const view = await renderForm({ start: draft(6, withFailed), answers: { 'POST /client-api/announcement': () => json(200, CREATED) } });
    view.press();
    await waitFor(() => expect(view.state().step).toBe(4));
    expect(view.state().form.error('photos')).toBe(listingFormKa.checks.notUploaded(1));
    expect(writes(view.sent)).toEqual([]);
  });

  it('holds Next on its step until it is removed (or uploaded), and says so in the page’s language', async () => {
    const view = await renderForm({ start: draft(4, withFailed), lang: 'en' });
    view.press();
    await waitFor(() => expect(view.state().form.error('photos')).toBe('A photo did not upload: press “Try again” or delete it.'));
    expect(view.state().step).toBe(4);
    act(() => view.state().form.setValue('photos', JSON.stringify(complete.photos)));
    await waitFor(() => expect(view.state().form.error('photos')).toBeUndefined());
    view.press();
    await waitFor(() => expect(view.state().step).toBe(5));
  });
});

describe('a refused save', () => {
  it('puts field errors (422) on their fields, opens the first one’s step and tells what has no field', async () => {
    const view = await renderForm({
      start: draft(6),
      answers: {
        'POST /client-api/announcement': () =>
          json(422, { result: { title: ['The title has already been taken.'], main_photo: ['Main photo required.'], phone: ['Confirm your phone first.'] } }),
      },
    });
    view.press();
    // the photos (step 4) come before the title (step 5)
    await waitFor(() => expect(view.state().step).toBe(4));
    await waitFor(() => expect(view.state().form.error('photos')).toBe('Main photo required.'));
    expect(view.state().form.error('title')).toBe('The title has already been taken.');
    expect(view.told()).toEqual(['error: Confirm your phone first.']);
    expect(view.state().savedId).toBeNull();
    expect(view.onSaved).not.toHaveBeenCalled();
  });

  it('tells a refusal with a text and keeps the form as it is', async () => {
    const view = await renderForm({ start: draft(6), answers: { 'POST /client-api/announcement': () => json(403, { result: 'ამ მოქმედების შესრულების უფლება არ გაქვთ' }) } });
    act(() => view.state().form.setValue('title', 'ბინა ვაკეში'));
    await waitFor(() => expect(view.stored()).not.toBeNull());
    view.press();
    await waitFor(() => expect(view.told()).toEqual(['error: ამ მოქმედების შესრულების უფლება არ გაქვთ']));
    expect(view.state().step).toBe(6);
    expect(view.state().savedId).toBeNull();
    expect(view.stored()).not.toBeNull();
  });

  it('leaves a 500 to the server-error modal, with no message of its own, and keeps the draft', async () => {
    const view = await renderForm({ start: draft(6), answers: { 'POST /client-api/announcement': () => json(500, { message: 'Server Error' }) } });
    const { serverError } = await import('../../../../../src/state/server-error');
    act(() => view.state().form.setValue('title', 'ბინა ვაკეში'));
    await waitFor(() => expect(view.stored()).not.toBeNull());
    view.press();
    await waitFor(() => expect(serverError.open).toBe(true));
    await waitFor(() => expect(view.state().form.submitting).toBe(false));
    expect(view.told()).toEqual([]);
    expect(view.state().savedId).toBeNull();
    expect(view.stored()).not.toBeNull();
  });
});

describe('publishing with a tariff', () => {
  it('saves, says so, pays from the wallet and opens the owner’s listings with the success flag', async () => {
    const view = await renderForm({
      start: draft(6, complete, vip),
      answers: {
        'POST /client-api/announcement': () => json(200, CREATED),
        'POST /api/order': () => json(200, { result: { full_payment_from_balance: true, balance: 82.5 } }),
      },
    });
    view.press();
    await waitFor(() => expect(view.history.at(-1)).toBe('/profile/apartments/my-apartments?succes=true'));
    expect(writes(view.sent)).toEqual(['/client-api/announcement', '/api/order']);
    expect(view.sent.find(({ path }) => path === '/api/order')?.body).toMatchObject({
      basket: { with_balance: 1, announcements: [{ announcement_id: 110, tariff: 'vip', days: 7, telegram_publication: false }] },
    });
    expect(view.told()).toEqual([`success: ${listingFormKa.saved.created}`]);
    expect(view.state().done).toBe(false);
  });

  it('once saved, retries only the payment; paying by card pays for the saved listing', async () => {
    const view = await renderForm({
      start: draft(6, complete, vip),
      answers: {
        'POST /client-api/announcement': () => json(200, CREATED),
        'POST /api/order': ({ body }) =>
          JSON.stringify(body).includes('"with_balance":0')
            ? json(200, { result: { link: 'https://ecommerce.ufc.ge/ecomm2/ClientHandler?trans_id=abc' } })
            : json(422, { result: { message: 'Insufficient funds', missing: 35.5 } }),
      },
    });
    view.press();
    await waitFor(() => expect(view.state().order.missing).toBe(35.5));
    expect(view.state().savedId).toBe(110);

    view.press();
    await waitFor(() => expect(count(view.sent, 'POST /api/order')).toBe(2));
    expect(count(view.sent, 'POST /client-api/announcement')).toBe(1);

    await act(() => view.state().payByCard());
    expect(view.sent.filter(({ path }) => path === '/api/order').at(-1)?.body).toMatchObject({ basket: { with_balance: 0, announcements: [{ announcement_id: 110 }] } });
    expect(window.location.assign).toHaveBeenCalledWith('https://ecommerce.ufc.ge/ecomm2/ClientHandler?trans_id=abc');
  });
});
