// The dialogs load once the queue is on screen and the browser idle, when the toolbar is
// pointed at or focused, or at the latest when a dialog is opened.
import { lazyPart } from '../../../ui/load/lazy-part';

// the code and then its texts, so that a dialog opens at once rather than suspending on them
const load = () => import('./dialogs').then((m) => m.loadDialogTexts().then(() => m));

/** Starts loading the dialogs' code; a failed chunk is asked for again when a dialog opens. */
export function preloadDialogs(): void {
  load().catch(() => undefined);
}

export const RejectDialog = lazyPart(() => load().then((m) => m.RejectDialog));
export const TelegramDialog = lazyPart(() => load().then((m) => m.TelegramDialog));
export const ChangeTariffDialog = lazyPart(() => load().then((m) => m.ChangeTariffDialog));
