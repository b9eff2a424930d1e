// Which lines' days fields have been left: their messages show from then on, as the form hook
// (src/ui/form/use-form.ts) shows a named field's. The days fields have no name (TariffPicker's
// DaysInput), so felte does not see them leave; this keeps the same timing for them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPress, pressing } from '../form/press';
import type { TariffName } from './order-selection';

export function useLeftLines(): { left: ReadonlySet<TariffName>; leave: (name: TariffName) => void } {
  const [left, setLeft] = useState<ReadonlySet<TariffName>>(() => new Set());
  const givenUp = useRef<() => void>(() => undefined);
  useEffect(() => () => givenUp.current(), []);

  const leave = useCallback((name: TariffName) => {
    const mark = () => setLeft((names) => (names.has(name) ? names : new Set(names).add(name)));
    if (!pressing()) return mark();
    // left by a press: the message waits for its end (form/press.ts)
    givenUp.current();
    givenUp.current = afterPress(mark);
  }, []);

  return { left, leave };
}
