import { memo, useEffect, useRef } from 'react';
import { mediaUrl } from '../../../config/media';
import { useRate } from '../../../api/rate-query';
import { localized } from '../../../domain/localized';
import { farBelowMedian } from '../../../domain/median';
import { firstTitleSegment, formatDateTime, formatNumber, formatPrices } from '../../../domain/format';
import { langMark } from '../../../domain/written-in';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import '../shared/controls.css';
import './queue-list.css';
import type { Listing } from '../../../domain/listing';

interface Props {
  items: readonly Listing[];
  selectedId: number | null;
  /** the last list's listings, shown while another page, status or view loads */
  busy?: boolean;
  onSelect: (id: number) => void;
}

/**
 * The listings of the chosen status; the selected one is marked and kept in view. Drawn again only
 * when they or the selection change: an action under way (the toolbar's busy state) leaves it be.
 */
export const QueueList = memo(function QueueList({ items, selectedId, busy = false, onSelect }: Props) {
  const t = useTexts(adminTexts).queue;
  const lang = useLang();
  const list = useRef<HTMLUListElement>(null);
  const rate = useRate().data;

  useEffect(() => {
    const button = list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]');
    if (!button) return;
    button.scrollIntoView?.({ block: 'nearest' });
    // focus follows the selection while the keyboard is working in the list
    if (list.current?.contains(document.activeElement) && document.activeElement !== button) button.focus();
  }, [selectedId]);

  return (
    <ul ref={list} className="queue-list" aria-label={t.listLabel} aria-busy={busy || undefined}>
      {items.map((item) => {
        const photo = item.main_photo ?? item.flat_photos[0] ?? null;
        const below = farBelowMedian(item);
        return (
          <li key={item.id}>
            <button
              type="button"
              className="queue-list__item"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              {photo ? (
                <img className="queue-list__thumb" src={mediaUrl(photo.image)} alt="" loading="lazy" width={72} height={54} />
              ) : (
                <span className="queue-list__thumb queue-list__thumb--empty" aria-hidden="true" />
              )}
              <span className="queue-list__body">
                <span className="queue-list__title" lang={langMark(item.title, lang)}>
                  {firstTitleSegment(item.title)}
                </span>
                <span className="queue-list__meta">
                  #{item.id} · {formatPrices(item.flat_cost, rate, 'USD', lang)} · {localized(item, 'district_name', lang)}
                </span>
                <span className="queue-list__meta">{formatDateTime(item.created_at, lang)}</span>
                <span className="queue-list__badges">
                  {item.telegram_publication === 'pending' && <span className="badge badge--info">{t.telegramPending}</span>}
                  {item.status === 1 && item.reject_history.length > 0 && <span className="badge badge--warning">{t.resubmitted}</span>}
                  {!photo && <span className="badge badge--danger">{t.noPhotos}</span>}
                  {below !== null && <span className="badge badge--danger queue-list__badge">{t.farBelow(`${formatNumber(Math.round(below), lang)}%`)}</span>}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
});
