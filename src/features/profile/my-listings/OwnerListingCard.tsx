import { formatDate } from '../../../domain/format';
import { labelOf, useOptions } from '../../../domain/options';
import { profileTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { runningServices, withoutEnded } from '../../../domain/promotion';
import { STATUS, type OwnerAction } from '../owner-actions';
import { OwnerMenu } from './OwnerMenu';
import './owner-listing-card.css';
import type * as listing from '../../../domain/listing';

interface Props {
  card: listing.ListingCard;
  /** this listing's action is in flight */
  busy: boolean;
  /** some listing's action is in flight */
  locked: boolean;
  /** one of the first cards: its photo is fetched first */
  priority: boolean;
  onAction: (action: OwnerAction, card: listing.ListingCard) => void;
  onShowReason: (card: listing.ListingCard) => void;
}

/** A listing on my-apartments: the §2 flat card with its status, services, menu and reject reason. */
export function OwnerListingCard({ card, busy, locked, priority, onAction, onShowReason }: Props) {
  const t = useTexts(profileTexts);
  const o = useOptions();
  const lang = useLang();
  const running = runningServices(card);
  const rejected = card.status === STATUS.rejected;
  const footer =
    running.length > 0 || rejected || card.telegram_publication === 'pending' ? (
      <div className="owner-card__footer">
        {running.length > 0 && (
          <ul className="owner-card__services">
            {running.map((service) => (
              <li key={service.name}>
                <strong>{labelOf(o.tariffNames, service.name)}</strong>
                {service.until && <span> · {t.apartments.until(formatDate(service.until, lang))}</span>}
              </li>
            ))}
          </ul>
        )}
        {card.telegram_publication === 'pending' && <p className="owner-card__note">{t.apartments.telegramPending}</p>}
        {rejected && (
          <button type="button" className="owner-card__reason" onClick={() => onShowReason(card)}>
            {t.reject.button}
          </button>
        )}
      </div>
    ) : undefined;

  return (
    <div className="owner-card" aria-busy={busy || undefined}>
      <ListingCard
        // its tag and frame say what runs today, not a flag the server has yet to switch off
        card={withoutEnded(card)}
        priority={priority}
        headingLevel={2}
        badge={<span className={`owner-card__status owner-card__status--${card.status}`}>{labelOf(o.statuses, card.status)}</span>}
        // its own action keeps the focus on its busy menu: only the other listings' menus are disabled
        menu={<OwnerMenu card={card} busy={busy} disabled={locked && !busy} onAction={onAction} />}
        footer={footer}
      />
    </div>
  );
}
