import { useEffect, useRef } from 'react';

// a radio's group is entered at its chosen radio (a restored draft's), as Tab enters it: an arrow
// key from another would change the choice
function chosenRadio(element: HTMLElement | null): HTMLElement | null {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return element;
  const group = element.form?.elements.namedItem(element.name);
  const radios = group instanceof RadioNodeList ? [...group] : [];
  return radios.find((radio): radio is HTMLInputElement => radio instanceof HTMLInputElement && radio.checked) ?? element;
}

/**
 * Focuses an element of a dialog's form once the dialog has opened. The Dialog opens (showModal,
 * which focuses its first button) in its own effect, after its children's effects, so the focus
 * is moved in a microtask that runs after that. `ready` delays it until the element exists. A
 * radio's group takes it at its chosen radio.
 */
export function useFocusOnOpen<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) queueMicrotask(() => chosenRadio(ref.current)?.focus());
  }, [ready]);
  return ref;
}
