// Phone or email: a two-option switch (radios, so arrow keys work) and the field it selects.
import { authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { PhoneInput } from '../../../ui/form/PhoneInput';
import { TextField } from '../../../ui/form/TextField';
import type { FormApi } from '../../../ui/form/use-form';
import type { ContactMethod } from '../contact.schema';
import './contact-input.css';

interface Props {
  form: FormApi;
  method: ContactMethod;
  onMethodChange: (method: ContactMethod) => void;
}

const methods: ContactMethod[] = ['phone', 'email'];

export function ContactInput({ form, method, onMethodChange }: Props) {
  const t = useTexts(authTexts);
  return (
    <>
      <fieldset className="contact-switch">
        <legend className="visually-hidden">{t.method.legend}</legend>
        {methods.map((option) => (
          <label key={option} className="contact-switch__option">
            <input
              type="radio"
              name="method"
              value={option}
              checked={method === option}
              onChange={() => onMethodChange(option)}
              className="contact-switch__input"
            />
            <span className="contact-switch__label">{t.method[option]}</span>
          </label>
        ))}
      </fieldset>
      {/* both fields stay in the form, the other one hidden: switching back finds what was typed */}
      <div hidden={method !== 'phone'}>
        <PhoneInput name="phone" label={t.fields.phone} error={form.error('phone')} />
      </div>
      <div hidden={method !== 'email'}>
        <TextField
          name="email"
          type="email"
          label={t.fields.email}
          autoComplete="email"
          inputMode="email"
          error={form.error('email')}
        />
      </div>
    </>
  );
}
