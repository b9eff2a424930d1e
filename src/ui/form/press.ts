// A field left by a press shows its message once the press has ended: shown at once, it would move
// what is under the pointer (the next field, a link, Pay) and the click land beside it. A mouse moves
// the focus on pointerdown, a finger after pointerup, with the mouse events a tap makes; a press ends
// in a click, or the next press or key if it slid away. One tracker for the page.

let pointerDown = false;
// the fields whose messages were on screen as the press began: hiding one would move the page just the same
let shownAtPress: Element[] = [];
const PRESS_ENDS = ['click', 'pointerdown', 'keydown'] as const;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pointerDown = true;
      shownAtPress = [...document.querySelectorAll('[aria-invalid="true"]')];
    },
    true,
  );
  for (const type of ['click', 'keydown', 'pointercancel']) document.addEventListener(type, () => void (pointerDown = false), true);
}

/** Whether a press is under way: a field left now was left by it. */
export const pressing = (): boolean => pointerDown;

/** Whether a press is under way and `field`'s message was not on screen as it began: a message for it waits. */
export const heldByPress = (field: Element): boolean => pointerDown && !shownAtPress.includes(field);

/** Calls `then` once the press under way has ended, after what its event does; answers a way to give up. */
export function afterPress(then: () => void): () => void {
  const stop = () => {
    for (const type of PRESS_ENDS) document.removeEventListener(type, released, true);
  };
  const released = () => {
    stop();
    // a render in the midst of a click puts a controlled checkbox or radio back before React hears of its change
    setTimeout(then);
  };
  // the press's own pointerdown has been dispatched: the next one is another press
  for (const type of PRESS_ENDS) document.addEventListener(type, released, true);
  return stop;
}
