// The queue's dialogs, one chunk with the form code they share (felte, yup): the queue and its
// first listing show without it (dialog-parts.ts).
import { validationTexts } from '../../../i18n/catalogues';
import { documentLang } from '../../../i18n/lang-context';
import { loadTexts } from '../../../i18n/texts';

export { ChangeTariffDialog } from './ChangeTariffDialog';
export { RejectDialog } from './RejectDialog';
export { TelegramDialog } from './TelegramDialog';

/** The texts only the dialogs read (the form rules' messages), in the page's language. */
export const loadDialogTexts = () => loadTexts(documentLang(), [validationTexts.id]);
