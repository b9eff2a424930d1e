/**
 * A Georgian phone number input with the §5 mask '+995 ### ###-###'. The value of the named input
 * is the national part ('599 123-456'); pasting '+995 599 12 34 56', '599123456' or
 * '995599123456' all end up the same. Read it with normalizePhone() (src/domain/format.ts) and
 * validate it with `validatePhone` (src/domain/rules.ts); show a stored '+995…' number with
 * `initialValues: { phone: nationalPart(phone) }` (src/ui/form/phone-mask.ts).
 */
import { useEffect, useId, useRef } from 'react';
import { controlsTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { caretAfterDigits, maskNationalPhone } from './phone-mask';
import { TextField, type TextFieldProps } from './TextField';

function applyMask(input: HTMLInputElement) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
  const masked = maskNationalPhone(input.value);
  if (masked === input.value) return;
  input.value = masked;
  const position = Math.min(caretAfterDigits(masked, digitsBefore), masked.length);
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

export function PhoneInput(props: Omit<TextFieldProps, 'type' | 'start' | 'maxLength'>) {
  const t = useTexts(controlsTexts).form;
  const ref = useRef<HTMLInputElement>(null);
  const prefixId = useId();

  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    // on the input itself, so the value is masked before the form (felte) reads it
    const onInput = () => applyMask(input);
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, []);

  return (
    <TextField
      placeholder="5__ ___-___"
      autoComplete="tel-national"
      inputMode="tel"
      {...props}
      ref={ref}
      type="tel"
      aria-describedby={prefixId}
      start={
        <span className="field__prefix" id={prefixId} title={t.phonePrefix}>
          +995
        </span>
      }
    />
  );
}
