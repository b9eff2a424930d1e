import { useCallback, useRef } from 'react';
import { typeaheadIndex } from './select-logic';

/** how long typed characters add up to one search, as in native selects */
const TYPEAHEAD_PAUSE_MS = 500;

/** type-to-search: each character extends the search until a pause, then it starts anew */
export function useTypeahead() {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return useCallback((labels: readonly string[], active: number, char: string) => {
    clearTimeout(timer.current);
    typed.current += char;
    timer.current = setTimeout(() => {
      typed.current = '';
    }, TYPEAHEAD_PAUSE_MS);
    return typeaheadIndex(labels, active, typed.current);
  }, []);
}
