import { useQuery } from '@tanstack/react-query';
import { ownListingQuery } from '../../../api/my-listings';
import { formatDateTime } from '../../../domain/format';
import { localized } from '../../../domain/localized';
import { appTexts, profileTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Dialog } from '../../../ui/dialog/Dialog';
import { QueryView } from '../../../ui/load/QueryView';
import './reject-reason-dialog.css';
import type { Listing, ListingCard } from '../../../domain/listing';

/** §2 rejection reason dialog: the current reason with its category, and the earlier ones. */
export function RejectReasonDialog({ card, onClose }: { card: ListingCard | null; onClose: () => void }) {
  const app = useTexts(appTexts).app;
  const t = useTexts(profileTexts).reject;
  return (
    <Dialog
      open={card !== null}
      title={t.title}
      onClose={onClose}
      closesOnBack
      footer={
        <Button variant="secondary" onClick={onClose}>
          {app.close}
        </Button>
      }
    >
      {card && <Reason id={card.id} />}
    </Dialog>
  );
}

function Reason({ id }: { id: number }) {
  const listing = useQuery(ownListingQuery(id));
  return (
    <QueryView query={listing} icon="list">
      {(data) => <ReasonView listing={data.result} />}
    </QueryView>
  );
}

function ReasonView({ listing: { reject, reject_history: history } }: { listing: Listing }) {
  const t = useTexts(profileTexts).reject;
  const lang = useLang();
  // newest first, as a moderator's latest word matters most
  const earlier = history.toSorted((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <div className="reject-reason">
      {reject ? (
        <div className="reject-reason__current">
          <p className="reject-reason__category">
            {t.category}: <strong>{localized(reject, 'reject_category_ge', lang)}</strong>
          </p>
          <p className="reject-reason__message">{reject.reject_message}</p>
        </div>
      ) : (
        <p>{t.none}</p>
      )}
      {earlier.length > 0 && (
        <>
          <h3 className="reject-reason__heading">{t.history}</h3>
          <ol className="reject-reason__history">
            {earlier.map((item) => (
              <li key={item.created_at}>
                <time dateTime={item.created_at}>{formatDateTime(item.created_at, lang)}</time>
                <strong>{localized(item, 'reject_category_ge', lang)}</strong>
                <p>{item.reject_message}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
