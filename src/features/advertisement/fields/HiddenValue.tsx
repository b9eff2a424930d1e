import { useLayoutEffect, useRef } from 'react';

/**
 * Carries a custom control's value (a select, the photo list) in the listing form as a hidden
 * input. Felte and the draft read form controls; a hidden input's value set by React fires no
 * event, so a change event is sent, the way felte takes values from custom controls.
 */
export function HiddenValue({ name, value }: { name: string; value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const sent = useRef(value);
  // in the layout phase, before felte's own (timer-deferred) write-back of its values into the
  // form could run with the old value and put it back into this input
  useLayoutEffect(() => {
    if (sent.current === value) return;
    sent.current = value;
    ref.current?.dispatchEvent(new Event('change', { bubbles: true }));
  }, [value]);
  return <input ref={ref} type="hidden" name={name} value={value} />;
}
