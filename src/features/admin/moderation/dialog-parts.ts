// The dialogs load once the browser is idle after the page has started, when the toolbar is
// pointed at or focused, or at the latest when a dialog is opened.
import { lazy } from 'react';

// the code and then its texts, so that a dialog opens at once rather than suspending on them
const load = () => import('./dialogs').then((m) => m.loadDialogTexts().then(() => m));

/** Starts loading the dialogs' code; a failed chunk is asked for again when a dialog opens. */
export function preloadDialogs(): void {
  load().catch(() => undefined);
}

export const RejectDialog = lazy(() => load().then((m) => ({ default: m.RejectDialog })));
export const TelegramDialog = lazy(() => load().then((m) => ({ default: m.TelegramDialog })));
export const ChangeTariffDialog = lazy(() => load().then((m) => ({ default: m.ChangeTariffDialog })));
