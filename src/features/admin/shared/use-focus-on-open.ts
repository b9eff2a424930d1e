import { useEffect, useRef } from 'react';

/**
 * Focuses an element of a dialog's form once the dialog has opened. The Dialog opens (showModal,
 * which focuses its first button) in its own effect, after its children's effects, so the focus
 * is moved in a microtask that runs after that. `ready` delays it until the element exists.
 */
export function useFocusOnOpen<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) queueMicrotask(() => ref.current?.focus());
  }, [ready]);
  return ref;
}
