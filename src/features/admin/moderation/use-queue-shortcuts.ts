import { useLayoutEffect, useRef } from 'react';
import { commandFor, type QueueCommand } from './shortcuts';

/** Listens for the queue's shortcuts on the whole page while the queue is open. */
export function useQueueShortcuts(run: (command: QueueCommand) => void) {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  // attached as the queue commits, not after its paint: a key pressed as the list appears is heard
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // an open dialog (reject, confirm) owns the keyboard
      if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
      const command = commandFor(event);
      if (!command) return;
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
