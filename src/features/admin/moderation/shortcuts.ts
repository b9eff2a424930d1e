// The moderation queue's keyboard shortcuts. Letters are read from the physical key (event.code),
// so they work the same with the Georgian keyboard layout ('ა' is on the A key).
export type QueueCommand = 'next' | 'previous' | 'approve' | 'reject' | 'delete' | 'telegram' | 'legend' | 'closeLegend';

export interface KeyLike {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** the key is held down and the system repeats it */
  repeat: boolean;
  target: EventTarget | null;
}

const byCode: Readonly<Record<string, QueueCommand>> = {
  KeyJ: 'next',
  KeyK: 'previous',
  KeyA: 'approve',
  KeyR: 'reject',
  KeyD: 'delete',
  KeyT: 'telegram',
};

const byKey: Readonly<Record<string, QueueCommand>> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  '?': 'legend',
  Escape: 'closeLegend',
};

/** The legend's rows, in the order it lists them. */
export const legend: ReadonlyArray<{ keys: readonly string[]; command: QueueCommand }> = [
  { keys: ['J', '↓'], command: 'next' },
  { keys: ['K', '↑'], command: 'previous' },
  { keys: ['A'], command: 'approve' },
  { keys: ['R'], command: 'reject' },
  { keys: ['D'], command: 'delete' },
  { keys: ['T'], command: 'telegram' },
  { keys: ['?'], command: 'legend' },
  { keys: ['Esc'], command: 'closeLegend' },
];

// the inputs that take no typed text: a key pressed on a ticked checkbox is still the queue's
const UNTYPED_INPUTS: ReadonlySet<string> = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'color']);

const takesKeys = (target: Element): boolean =>
  target instanceof HTMLInputElement
    ? !UNTYPED_INPUTS.has(target.type)
    : target.closest('textarea, select, [contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]') !== null;

/**
 * Whether the key goes into something the user is typing in (a text-like input, a text area, an
 * editable element) or choosing with (a select answers letters and arrows): shortcuts must not
 * steal it, as the legend says. An open dialog owns the keyboard too (the reject reason, a confirm).
 */
export function isTyping(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  return takesKeys(target) || target.closest('dialog') !== null;
}

// a held J or arrow keeps moving through the list; a held A must not approve listing after listing
const repeatable: ReadonlySet<QueueCommand> = new Set(['next', 'previous']);

// within the open listing's scrolling body (its photos, its links) the arrows scroll it, as on any
// page; from its header and the list they move through the queue, as J and K do everywhere
const scrollsTheListing = (event: KeyLike): boolean =>
  (event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.target instanceof Element && event.target.closest('.listing-panel__body') !== null;

/** The queue command of a key press, or null when the key is not a shortcut here. */
export function commandFor(event: KeyLike): QueueCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || scrollsTheListing(event)) return null;
  const command = byKey[event.key] ?? byCode[event.code] ?? null;
  return command && event.repeat && !repeatable.has(command) ? null : command;
}
