import { Dialog } from '../../../ui/dialog/Dialog';
import type { Quote } from '../../../ui/user-words/quote';
import { AmountForm } from './AmountForm';
import { CoefficientForm } from './CoefficientForm';
import './dialog-actions.css';

type Option =
  | { option: 'coefficient'; initial: number; onSubmit: (coefficient: number) => Promise<unknown> }
  | {
      option: 'percent';
      base: number;
      /** the most the amount may come to (a debit's: the balance) */
      most?: number;
      onSubmit: (value: { amount: number; reason: string }) => Promise<boolean>;
    };

type Props = Option & {
  open: boolean;
  title: string | Quote;
  /** a line of context above the field (e.g. the current balance) */
  lead?: string;
  submitLabel: string;
  /** the name what is typed is kept under until it is saved (use-form's draft) */
  draft: string;
  onClose: () => void;
};

/**
 * The input dialog of §2: one number with the coefficient option (above 0) or the percent option
 * (an amount in GEL or a percent of a base, plus the reason). It stays open with what was typed
 * until the call succeeds, and what was typed comes back if it is closed before.
 */
export function InputDialog(props: Props) {
  const { open, title, lead, submitLabel, draft, onClose } = props;
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {lead && <p className="dialog-form__lead">{lead}</p>}
      {props.option === 'coefficient' ? (
        <CoefficientForm initial={props.initial} submitLabel={submitLabel} draft={draft} onCancel={onClose} onSubmit={props.onSubmit} />
      ) : (
        <AmountForm base={props.base} most={props.most} submitLabel={submitLabel} draft={draft} onCancel={onClose} onSubmit={props.onSubmit} />
      )}
    </Dialog>
  );
}
