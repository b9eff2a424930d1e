// Each step the listing form opens has a history entry of its own at the form's address, which
// keeps the step and the entry's place among the form's entries (0: the one the form opened in):
// Back and Forward move between the steps, a reload shows its entry's step, and Back from the
// first place leaves the form.
import { useEffect, useRef } from 'react';
import { entryName, entryWith, fromEntry } from '../../../state/history-entry';
import { STEPS, type Step } from '../listing.schema';

export interface StepEntry {
  step: Step;
  place: number;
}

/** The form's entry the history is on, if it is one. */
export function stepEntry(): StepEntry | undefined {
  if (typeof window === 'undefined') return undefined;
  const [step, place] = (fromEntry('formStep') ?? '').split(':').map(Number);
  const known = STEPS.find((one) => one === step);
  return known === undefined || place === undefined || !Number.isInteger(place) || place < 0 ? undefined : { step: known, place };
}

const kept = ({ step, place }: StepEntry) => `${step}:${place}`;

/** A new entry after the current one: a scroll position of its own, and no overlay's. */
export const pushStep = (entry: StepEntry): void =>
  window.history.pushState({ formStep: kept(entry), scroll: entryName() } satisfies Record<string, string>, '');

/** The current entry shows `entry` from now on. */
export const keepStep = (entry: StepEntry): void => window.history.replaceState(entryWith('formStep', kept(entry)), '');

/** Back or Forward to one of the form's entries calls `onMove` with it. */
export function useStepHistory(onMove: (entry: StepEntry) => void): void {
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  });
  useEffect(() => {
    const onPop = () => {
      const entry = stepEntry();
      if (entry) move.current(entry);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
}
