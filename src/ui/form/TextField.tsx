/**
 * A labelled input for the forms of src/ui/form/use-form.ts (uncontrolled: give it a `name`).
 * The label is always visible; `error` sets aria-invalid and is announced (role=alert) and tied
 * to the input with aria-describedby, like `hint`. Text inputs default to maxLength 1000 (§5);
 * number inputs ignore the mouse wheel (§5). `start`/`end` sit inside the box (a prefix, a button).
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { TEXT_MAX_LENGTH } from '../../domain/limits';
import { FieldFrame, fieldDescription } from './FieldFrame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** shows "optional" beside the label */
  optional?: boolean;
  start?: ReactNode;
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ name, label, error, hint, optional, start, end, type = 'text', className, id, ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  return (
    <FieldFrame inputId={inputId} label={label} optional={optional} hint={hint} error={error} className={className}>
      {start}
      <input
        maxLength={type === 'number' ? undefined : TEXT_MAX_LENGTH}
        {...rest}
        ref={ref}
        id={inputId}
        name={name}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescription(inputId, { hint, error, extra: rest['aria-describedby'] })}
        // §5: a wheel over a focused number input must not change the number
        onWheel={type === 'number' ? (event) => event.currentTarget.blur() : rest.onWheel}
      />
      {end}
    </FieldFrame>
  );
}
