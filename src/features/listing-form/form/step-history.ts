// Each step the listing form shows has a history entry of its own, at the form's address: Back and
// Forward move between the steps (Back from the first one reached leaves the form), and a reload
// shows the step of its entry.
import { useEffect, useRef } from 'react';
import { entryWith, fromEntry, keepInEntry } from '../../../state/history-entry';
import { STEPS, type Step } from '../listing.schema';

/** The step the current history entry shows, if it is one of the form's. */
export function entryStep(): Step | undefined {
  if (typeof window === 'undefined') return undefined;
  const kept = fromEntry('formStep');
  return STEPS.find((step) => String(step) === kept);
}

/** A new history entry for `step`, unless the current one shows it already (Back or Forward led there). */
export function pushStep(step: Step): void {
  if (entryStep() !== step) window.history.pushState(entryWith('formStep', String(step)), '');
}

/** The current entry shows `step` from now on. */
export const keepStep = (step: Step): void => keepInEntry('formStep', String(step));

/** The step the form starts on takes the current entry; Back or Forward to one of the form's entries calls `onMove` with its step. */
export function useStepHistory(start: Step, onMove: (step: Step) => void): void {
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  });
  useEffect(() => {
    keepStep(start);
    const onPop = () => {
      const step = entryStep();
      if (step !== undefined) move.current(step);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // `start` once: the steps opened later push their own entries
  }, []);
}
