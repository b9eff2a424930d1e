import { proxy, ref, useSnapshot } from 'valtio';
import type { Quote } from '../ui/user-words/quote';

export interface ConfirmRequest {
  title: string;
  /** the question; one quoting someone's words (a title, a name) keeps them apart, for their language */
  text: string | Quote;
  confirmLabel?: string;
  /** the dismissing button's words where the default "Cancel" would read as the action itself */
  cancelLabel?: string;
  danger?: boolean;
}

interface Pending extends ConfirmRequest {
  resolve: (answer: boolean) => void;
}

/** The default confirm dialog (§2): one question at a time, answered by the ConfirmHost. */
export const confirmState = proxy<{ pending: Pending | null }>({ pending: null });

export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  confirmState.pending?.resolve(false);
  return new Promise((resolve) => {
    confirmState.pending = { ...request, resolve: ref(resolve) };
  });
}

export function answerConfirm(answer: boolean): void {
  const pending = confirmState.pending;
  confirmState.pending = null;
  pending?.resolve(answer);
}

export const useConfirmRequest = () => useSnapshot(confirmState).pending;
