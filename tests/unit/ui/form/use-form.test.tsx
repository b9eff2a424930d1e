// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { rulesFor } from '../../../../src/domain/rules';
import { validationKa } from '../../../../src/i18n/validation.ka';
import { PasswordField } from '../../../../src/ui/form/PasswordField';
import { PhoneInput } from '../../../../src/ui/form/PhoneInput';
import { TextField } from '../../../../src/ui/form/TextField';
import { useForm, type FormApi } from '../../../../src/ui/form/use-form';
import { firstErrors } from '../../../../src/ui/form/first-errors';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { loadTexts } from '../../../../src/i18n/texts';
import { json, thrownFor } from '../../api/thrown';

const { required, sameAs, validatePassword, validatePhone } = rulesFor(validationKa, 'ka');

const schema = object({
  name: string().default('').test(required),
  phone: string().default('').test(required).test(validatePhone),
  password: string().default('').test(required).test(validatePassword),
  password_confirmation: string().default('').test(required).test(sameAs('password')),
});

function TestForm({
  onSubmit,
  onInvalid,
  expose,
}: {
  onSubmit: (values: unknown) => unknown;
  onInvalid?: (names: string[]) => void;
  expose?: (form: FormApi) => void;
}) {
  const form = useForm({ schema, onSubmit, ...(onInvalid ? { onInvalid } : {}) });
  expose?.(form);
  return (
    <form ref={form.form} noValidate>
      <TextField name="name" label="სახელი" error={form.error('name')} />
      <PhoneInput name="phone" label="ტელეფონი" error={form.error('phone')} />
      <PasswordField name="password" label="პაროლი" error={form.error('password')} />
      <PasswordField name="password_confirmation" label="გაიმეორეთ პაროლი" error={form.error('password_confirmation')} />
      <button type="submit" disabled={form.submitting}>
        გაგზავნა
      </button>
    </form>
  );
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('სახელი'), '  ნინო  ');
  await userEvent.type(screen.getByLabelText('ტელეფონი'), '599123456');
  await userEvent.type(screen.getByLabelText('პაროლი'), 'Tbilisi2024');
  await userEvent.type(screen.getByLabelText('გაიმეორეთ პაროლი'), 'Tbilisi2024');
}

describe('firstErrors', () => {
  it('keeps the first failing rule of each field, in the order the rules were chained', async () => {
    const messages = await firstErrors(schema, { name: '', phone: '12', password: '', password_confirmation: 'x' });
    // an empty password fails both required and validatePassword: required speaks
    expect(messages).toEqual({
      name: validationKa.required,
      phone: validationKa.validatePhone,
      password: validationKa.required,
      password_confirmation: validationKa.sameAs,
    });
  });

  it('reports a nested path on its top-level field', async () => {
    const nested = object({ rooms: object({ size: string().default('').test(required) }) });
    expect(await firstErrors(nested, { rooms: { size: '' } })).toEqual({ rooms: validationKa.required });
  });
});

describe('useForm', () => {
  it('shows the first failing rule per field on submit, tied to the input, and focuses the first invalid field', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'გაგზავნა' }));

    const password = screen.getByLabelText('პაროლი');
    await waitFor(() => expect(password).toHaveAccessibleDescription(validationKa.required));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(validationKa.validatePassword)).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(4);
    expect(screen.getByLabelText('სახელი')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells onInvalid which fields a refused submit failed', async () => {
    const onInvalid = vi.fn();
    render(<TestForm onSubmit={vi.fn()} onInvalid={onInvalid} />);
    await userEvent.type(screen.getByLabelText('სახელი'), 'ნინო');
    await userEvent.type(screen.getByLabelText('პაროლი'), 'Tbilisi2024');
    await userEvent.click(screen.getByRole('button', { name: 'გაგზავნა' }));

    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith(['phone', 'password_confirmation']));
    expect(screen.getByLabelText('ტელეფონი')).toHaveFocus();
  });

  it('judges two presses in a row once: the second does not let the first through unjudged', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<TestForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    await userEvent.type(screen.getByLabelText('სახელი'), 'ნინო');
    const form = screen.getByRole('button', { name: 'გაგზავნა' }).closest('form');
    // a double press: the second comes while the first is still being judged
    act(() => {
      form?.requestSubmit();
      form?.requestSubmit();
    });

    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith(['phone', 'password', 'password_confirmation']));
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // the form and a link beside it; answers whether the phone's message was on screen at each click on the link
  function renderWithLink(): boolean[] {
    const shownAtClick: boolean[] = [];
    const followed = (event: { preventDefault: () => void }) => {
      event.preventDefault();
      shownAtClick.push(screen.queryByText(validationKa.validatePhone) !== null);
    };
    render(
      <>
        <TestForm onSubmit={vi.fn()} />
        <a href="#reset" onClick={followed}>
          დაგავიწყდათ პაროლი?
        </a>
      </>,
    );
    return shownAtClick;
  }

  it('shows the message of a field left by a press elsewhere once the press is a click: the click lands where it was aimed', async () => {
    const user = userEvent.setup();
    const shownAtClick = renderWithLink();
    await user.type(screen.getByLabelText('ტელეფონი'), '599 123');
    const link = screen.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' });
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    expect(screen.getByLabelText('ტელეფონი')).not.toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]', target: link });
    expect(shownAtClick).toEqual([false]);
    expect(await screen.findByText(validationKa.validatePhone)).toBeInTheDocument();
  });

  it('keeps a message already shown through a press elsewhere: its going would move the target from under the pointer', async () => {
    const user = userEvent.setup();
    const shownAtClick = renderWithLink();
    const phone = screen.getByLabelText('ტელეფონი');
    await user.type(phone, '599 123');
    await user.tab();
    expect(await screen.findByText(validationKa.validatePhone)).toBeInTheDocument();
    // corrected, still wrong, and left by a press on the link
    await user.type(phone, '4');
    await user.click(screen.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' }));
    expect(shownAtClick).toEqual([true]);
  });

  it('a press on the submit button that leaves a wrong field focuses it, its message shown', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('სახელი'), 'ნინო');
    await user.type(screen.getByLabelText('ტელეფონი'), '599 123');
    await user.click(screen.getByRole('button', { name: 'გაგზავნა' }));
    await waitFor(() => expect(screen.getByLabelText('ტელეფონი')).toHaveFocus());
    expect(screen.getByLabelText('ტელეფონი')).toHaveAccessibleDescription(`+995 ${validationKa.validatePhone}`);
  });

  it('shows the message of a field left by the keyboard at once', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('ტელეფონი'), '599 123');
    await user.tab();
    expect(await screen.findByText(validationKa.validatePhone)).toBeInTheDocument();
  });

  it('renders again only when a message shown changes: leaving a right field, by a press or the keyboard, renders nothing', async () => {
    const user = userEvent.setup();
    let renders = 0;
    render(<TestForm onSubmit={vi.fn()} expose={() => (renders += 1)} />);
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    const mounted = renders;
    await user.type(screen.getByLabelText('სახელი'), 'ნინო');
    // the name left by a press on the phone, the phone by the keyboard
    await user.type(screen.getByLabelText('ტელეფონი'), '599123456');
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(renders).toBe(mounted);
    // left empty, the password has something to say
    await user.tab();
    expect(await screen.findByText(validationKa.required)).toBeInTheDocument();
    expect(renders).toBeGreaterThan(mounted);
  });

  it('leaves every field untouched after a passed submit: a field emptied since says so once it is left, not as it is typed in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'გაგზავნა' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.clear(screen.getByLabelText('სახელი'));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.queryByText(validationKa.required)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(validationKa.required)).toBeInTheDocument();
  });

  it('moves on to the next rule once the first passes', async () => {
    render(<TestForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('პაროლი'), 'tbilisi');
    await userEvent.tab();
    expect(await screen.findByText(validationKa.validatePassword)).toBeVisible();
  });

  it('submits trimmed values cast by the schema, once while in flight', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm onSubmit={onSubmit} />);
    await fillValid();
    await userEvent.type(screen.getByLabelText('გაიმეორეთ პაროლი'), '{Enter}');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'ნინო', phone: '599 123-456', password: 'Tbilisi2024', password_confirmation: 'Tbilisi2024' });
    const button = screen.getByRole('button', { name: 'გაგზავნა' });
    expect(button).toBeDisabled();
    // Enter again while the request is in flight does not send a second one
    await userEvent.type(screen.getByLabelText('სახელი'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('puts 422 errors on their fields until the field changes, and returns the rest', async () => {
    let api: FormApi | undefined;
    render(<TestForm onSubmit={vi.fn()} expose={(form) => (api = form)} />);
    await fillValid();

    let unmatched: string[] = [];
    act(() => {
      unmatched = api?.setServerErrors({ phone: ['ეს ნომერი უკვე დარეგისტრირებულია', 'second'], city: ['უცნობი ქალაქი'] }) ?? [];
    });
    expect(unmatched).toEqual(['უცნობი ქალაქი']);
    const phone = screen.getByLabelText('ტელეფონი');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('+995 ეს ნომერი უკვე დარეგისტრირებულია'));
    expect(phone).toHaveFocus();

    await userEvent.type(phone, '{Backspace}7');
    await waitFor(() => expect(screen.queryByText('ეს ნომერი უკვე დარეგისტრირებულია')).toBeNull());
  });

  it('words a refusal on a field again when the page’s language changes, and keeps what was typed', async () => {
    await Promise.all((['ka', 'en'] as const).map((lang) => loadTexts(lang, ['app', 'refusals'])));
    const error = await thrownFor(json(422, { result: { phone: ['ეს ნომერი უკვე დარეგისტრირებულია'] }, codes: { phone: 'phone_taken' } }));
    let api: FormApi | undefined;
    const onPage = (lang: Lang) => {
      // the app writes <html lang> for a switch; the API's words are read from it
      document.documentElement.lang = lang;
      return (
        <LangProvider lang={lang}>
          <TestForm onSubmit={vi.fn()} expose={(form) => (api = form)} />
        </LangProvider>
      );
    };
    const { rerender } = render(onPage('ka'));
    await fillValid();
    act(() => api?.refuse(error));
    const phone = screen.getByLabelText('ტელეფონი');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია/));
    const typed = (phone as HTMLInputElement).value;
    rerender(onPage('en'));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/This phone number is already registered/));
    expect(phone).toHaveValue(typed);
    expect(typed).not.toBe('');
    document.documentElement.lang = '';
  });

  it('keeps what differs from the initial values under its draft until saved: a form of that name opened again gets it back', async () => {
    const noteSchema = object({ link: string().default('').test(required), note: string().default('') });
    let api: FormApi | undefined;
    function Note({ draft }: { draft: string }) {
      const form = useForm({ schema: noteSchema, initialValues: { link: '', note: 'ok' }, draft, onSubmit: vi.fn() });
      api = form;
      return (
        <form ref={form.form} noValidate>
          <TextField name="link" label="ბმული" error={form.error('link')} />
          <TextField name="note" label="შენიშვნა" error={form.error('note')} />
        </form>
      );
    }
    const first = render(<Note draft="note-7" />);
    await userEvent.type(screen.getByLabelText('ბმული'), 'https://t.me/a');
    await waitFor(() => expect(sessionStorage.getItem('typed-note-7')).toBe(JSON.stringify({ link: 'https://t.me/a' })));
    first.unmount();

    // another draft's form starts afresh; this one's comes back, beside the initial values
    const other = render(<Note draft="note-8" />);
    expect(screen.getByLabelText('ბმული')).toHaveValue('');
    expect(api?.restored).toBe(false);
    other.unmount();
    render(<Note draft="note-7" />);
    await waitFor(() => expect(screen.getByLabelText('ბმული')).toHaveValue('https://t.me/a'));
    expect(screen.getByLabelText('შენიშვნა')).toHaveValue('ok');
    expect(api?.restored).toBe(true);

    act(() => api?.saved());
    expect(sessionStorage.getItem('typed-note-7')).toBeNull();
    expect(api?.restored).toBe(false);
    sessionStorage.clear();
  });

  it('discards a draft it opened with: the initial values back, on screen and in the form, and nothing kept', async () => {
    const noteSchema = object({ note: string().default('') });
    sessionStorage.setItem('typed-price-1', JSON.stringify({ note: '99' }));
    let api: FormApi | undefined;
    function Price() {
      const form = useForm({ schema: noteSchema, initialValues: { note: '15' }, draft: 'price-1', onSubmit: vi.fn() });
      api = form;
      return (
        <form ref={form.form} noValidate>
          <TextField name="note" label="ფასი" error={form.error('note')} />
        </form>
      );
    }
    render(<Price />);
    await waitFor(() => expect(screen.getByLabelText('ფასი')).toHaveValue('99'));
    expect(api?.restored).toBe(true);
    act(() => api?.discard());
    await waitFor(() => expect(screen.getByLabelText('ფასი')).toHaveValue('15'));
    expect(api?.values()).toEqual({ note: '15' });
    expect(api?.restored).toBe(false);
    expect(sessionStorage.getItem('typed-price-1')).toBeNull();
    sessionStorage.clear();
  });

  it('discards a draft of a form with no initial values: its fields empty again, on screen and in the form', async () => {
    const noteSchema = object({ note: string().default('') });
    sessionStorage.setItem('typed-reject-1', JSON.stringify({ note: 'photos are not of this flat' }));
    let api: FormApi | undefined;
    function Reject() {
      const form = useForm({ schema: noteSchema, draft: 'reject-1', onSubmit: vi.fn() });
      api = form;
      return (
        <form ref={form.form} noValidate>
          <TextField name="note" label="მიზეზი" error={form.error('note')} />
        </form>
      );
    }
    render(<Reject />);
    await waitFor(() => expect(screen.getByLabelText('მიზეზი')).toHaveValue('photos are not of this flat'));
    act(() => api?.discard());
    await waitFor(() => expect(screen.getByLabelText('მიზეზი')).toHaveValue(''));
    expect(api?.values()).toEqual({ note: '' });
    expect(api?.changed()).toBe(false);
    sessionStorage.clear();
  });

  it('takes a value trimmed as the form holds it for no change: leaving is not asked about', async () => {
    const noteSchema = object({ note: string().default('') });
    let api: FormApi | undefined;
    function District() {
      const form = useForm({ schema: noteSchema, initialValues: { note: 'Vake ' }, onSubmit: vi.fn() });
      api = form;
      return (
        <form ref={form.form} noValidate>
          <TextField name="note" label="უბანი" error={form.error('note')} />
        </form>
      );
    }
    render(<District />);
    await waitFor(() => expect(screen.getByLabelText('უბანი')).toHaveValue('Vake '));
    expect(api?.changed()).toBe(false);
    await userEvent.type(screen.getByLabelText('უბანი'), 'x');
    await waitFor(() => expect(api?.changed()).toBe(true));
  });
});
