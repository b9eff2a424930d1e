// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlsTexts } from '../../../../src/i18n/catalogues';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { textsFor } from '../../../../src/i18n/texts';
import { FormAlert } from '../../../../src/ui/form/FormAlert';
import { PasswordField } from '../../../../src/ui/form/PasswordField';
import { PhoneInput } from '../../../../src/ui/form/PhoneInput';
import { TextAreaField } from '../../../../src/ui/form/TextAreaField';
import { TextField } from '../../../../src/ui/form/TextField';

describe('TextField', () => {
  it('has a visible label, a hint, and an announced error tied to the input', () => {
    render(<TextField name="name" label="სახელი" hint="როგორც პასპორტში" error="გთხოვთ, შეავსოთ ველი" />);
    const input = screen.getByLabelText('სახელი');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('როგორც პასპორტში გთხოვთ, შეავსოთ ველი');
    expect(screen.getByRole('alert')).toHaveTextContent('გთხოვთ, შეავსოთ ველი');
  });

  it('is valid without an error and limits text to 1000 characters', () => {
    render(<TextField name="title" label="სათაური" />);
    const input = screen.getByLabelText('სათაური');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('maxlength', '1000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks an optional field beside its label', () => {
    render(<TextField name="email" label="ელ-ფოსტა" optional />);
    expect(screen.getByLabelText('ელ-ფოსტა (არასავალდებულო)')).toBeInTheDocument();
  });

  it('lets a number input lose focus on the mouse wheel, so the value does not change', () => {
    render(<TextField name="flat_square" type="number" label="ფართი" />);
    const input = screen.getByLabelText('ფართი');
    input.focus();
    fireEvent.wheel(input);
    expect(input).not.toHaveFocus();
    expect(input).not.toHaveAttribute('maxlength');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle button', async () => {
    render(<PasswordField name="password" label="პაროლი" />);
    const input = screen.getByLabelText('პაროლი');
    const toggle = screen.getByRole('button', { name: 'პაროლის ჩვენება' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('PhoneInput', () => {
  it('masks typed digits behind the +995 prefix', async () => {
    render(<PhoneInput name="phone" label="ტელეფონი" />);
    const input = screen.getByLabelText('ტელეფონი');
    await userEvent.type(input, '599123456');
    expect(input).toHaveValue('599 123-456');
    expect(input).toHaveAccessibleDescription('+995');
  });

  it('normalises a pasted international number', async () => {
    render(<PhoneInput name="phone" label="ტელეფონი" />);
    const input = screen.getByLabelText('ტელეფონი');
    input.focus();
    await userEvent.paste('+995 599 12 34 56');
    expect(input).toHaveValue('599 123-456');
  });
});

describe('FormAlert', () => {
  it('announces its message when one appears', () => {
    const { rerender } = render(<FormAlert />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<FormAlert>ანგარიში დაბლოკილია</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('ანგარიში დაბლოკილია');
  });
});

describe('TextAreaField', () => {
  it('cuts nothing pasted past its most: the count says it is over, for the form’s rule to refuse', async () => {
    render(<TextAreaField name="about" label="ტექსტი" length={12} max={10} defaultValue="123456789012" />);
    const field = screen.getByLabelText('ტექსტი');
    expect(field).not.toHaveAttribute('maxlength');
    expect(field).toHaveValue('123456789012');
    expect(field).toHaveAccessibleDescription('12 / 10');
  });
});

describe('in another language', () => {
  it('the controls speak the page’s language: optional, the password toggle, the prefix and the counter', async () => {
    const t = textsFor(controlsTexts, 'ru').form;
    render(
      <LangProvider lang="ru">
        <TextField name="email" label="Эл. почта" optional />
        <PasswordField name="password" label="Пароль" />
        <PhoneInput name="phone" label="Телефон" />
        <TextAreaField name="about" label="О себе" length={7} max={500} />
      </LangProvider>,
    );
    expect(screen.getByLabelText(`Эл. почта (${t.optional})`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.showPassword })).toBeInTheDocument();
    expect(screen.getByText('+995')).toHaveAttribute('title', t.phonePrefix);
    expect(screen.getByText(t.chars(7, 500))).toBeInTheDocument();
  });
});
