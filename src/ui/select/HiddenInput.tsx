import { useEffect, useRef } from 'react';

/**
 * Submits a select's value with its form. A value set by React fires no event, so a change
 * is announced with a bubbling 'change' event: uncontrolled form libraries (felte, which
 * src/ui/form/use-form.ts wraps) and form-level listeners then see the new value.
 */
export function HiddenInput({ name, value }: { name: string; value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const last = useRef(value);

  useEffect(() => {
    if (last.current === value) return;
    last.current = value;
    ref.current?.dispatchEvent(new Event('change', { bubbles: true }));
  }, [value]);

  return <input ref={ref} type="hidden" name={name} value={value} />;
}
