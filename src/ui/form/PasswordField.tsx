// A password input with a show/hide toggle (§5); the toggle is a real button with aria-pressed.
import { useId, useState } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Icon } from '../icon/Icon';
import { TextField, type TextFieldProps } from './TextField';

export function PasswordField({ id, ...props }: Omit<TextFieldProps, 'type' | 'end'>) {
  const t = useTexts(controlsTexts).form;
  const [shown, setShown] = useState(false);
  const autoId = useId();
  const inputId = id ?? `${autoId}-${props.name}`;
  return (
    <TextField
      {...props}
      id={inputId}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className="field__toggle"
          aria-label={t.showPassword}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((value) => !value)}
        >
          <Icon name="eye" size={20} />
          {shown && <span className="field__toggle-slash" aria-hidden="true" />}
        </button>
      }
    />
  );
}
