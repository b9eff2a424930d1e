import { Link } from 'wouter';
import { formatGel } from '../../domain/format';
import { tariffOrderTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import './tariff-order.css';

interface Props {
  /** GEL the wallet is short; the dialog is open while it is set */
  missing: number | null;
  /** the wallet, to top up what is missing and come back to this purchase */
  topUp: string;
  onPayByCard: () => void;
  onCancel: () => void;
  paying: boolean;
}

/** §8 insufficient funds: how many GEL are missing; top up the wallet, pay by card, or cancel. */
export function InsufficientFundsDialog({ missing, topUp, onPayByCard, onCancel, paying }: Props) {
  const t = useTexts(tariffOrderTexts).insufficient;
  const lang = useLang();
  return (
    <Dialog
      open={missing !== null}
      alert
      title={t.title}
      onClose={onCancel}
      footer={
        <div className="insufficient__actions">
          <Button busy={paying} onClick={onPayByCard}>
            {t.payByCard}
          </Button>
          <Link href={topUp} className="button button--secondary">
            {t.topUp}
          </Link>
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      }
    >
      <p className="insufficient__missing">
        <span>{t.short}</span>
        <strong>{formatGel(missing ?? 0, lang)}</strong>
      </p>
      <p className="insufficient__text">{t.hint}</p>
    </Dialog>
  );
}
