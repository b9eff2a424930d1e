import { memo } from 'react';
import { absolute, paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../domain/format';
import { useRate } from '../../../api/rate-query';
import { featureNames, parameterRows, proximityRows } from '../../../domain/listing-params';
import { localized } from '../../../domain/localized';
import { labelOf, useOptions } from '../../../domain/options';
import { personName } from '../../../domain/person';
import { langMark } from '../../../domain/written-in';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Avatar } from '../../../ui/avatar/Avatar';
import { NewTabLink } from '../../../ui/link/NewTabLink';
import { videoLink } from './video-link';
import type { Listing } from '../../../domain/listing';

/** Everything a moderator checks besides the photos: parameters, text, owner, services, rejections. */
export const PanelDetails = memo(function PanelDetails({ listing }: { listing: Listing }) {
  const texts = useTexts(adminTexts);
  const t = texts.panel;
  const o = useOptions();
  const lang = useLang();
  const rate = useRate().data;
  const features = featureNames(o, listing.features);
  const proximity = proximityRows(o, listing.proximity).map((row) => `${row.label} — ${row.value}`);
  const video = videoLink(listing.video);
  const services = [
    listing.tariff && `${labelOf(o.tariffNames, listing.tariff)}${listing.tariff_end_date ? ` · ${t.until(formatDate(listing.tariff_end_date, lang))}` : ''}`,
    listing.raise === 1 && `${t.raise}${listing.raise_end_date ? ` · ${t.until(formatDate(listing.raise_end_date, lang))}` : ''}`,
    listing.color && `${t.color}${listing.color_end_date ? ` · ${t.until(formatDate(listing.color_end_date, lang))}` : ''}`,
    listing.telegram_publication === 'pending' && texts.queue.telegramPending,
    listing.telegram_publication === 'published' && texts.queue.telegramPublished,
  ].filter((line): line is string => Boolean(line));

  return (
    <>
      <section className="listing-panel__section" aria-label={t.parameters}>
        <dl className="listing-panel__facts">
          {parameterRows(o, lang, listing, { price: true, rate, deal: true, address: true }).map((fact) => (
            <div key={fact.label} className="listing-panel__fact">
              <dt>{fact.label}</dt>
              <dd lang={fact.lang}>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {features.length > 0 && (
          <ul className="listing-panel__chips" aria-label={o.optionTitles.extraInfo}>
            {features.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
        {proximity.length > 0 && (
          <p className="listing-panel__line">
            <strong>{o.optionTitles.proximity}:</strong> {proximity.join('; ')}
          </p>
        )}
      </section>

      <section className="listing-panel__section">
        <h3 className="listing-panel__heading">{t.description}</h3>
        <p className="listing-panel__text" lang={langMark(listing.flat_description, lang)}>
          {listing.flat_description}
        </p>
        {listing.video && (
          <p className="listing-panel__line">
            <strong>{t.video}:</strong>{' '}
            {video ? (
              <NewTabLink href={video}>{listing.video}</NewTabLink>
            ) : (
              // not a YouTube video: the moderator reads what was sent, nothing to click
              listing.video
            )}
          </p>
        )}
      </section>

      <section className="listing-panel__section listing-panel__owner">
        <Avatar name={listing.user.name} image={listing.user.image} size={40} />
        <div>
          <p className="listing-panel__muted">{t.owner}</p>
          <NewTabLink href={absolute(paths.publicUser.href(listing.user.id), lang)}>
            <span lang={langMark(personName(listing.user), lang)}>{personName(listing.user)}</span>
          </NewTabLink>
        </div>
        <div>
          <p className="listing-panel__muted">{t.created}</p>
          <p className="listing-panel__value">{formatDateTime(listing.created_at, lang)}</p>
        </div>
        <div>
          <p className="listing-panel__muted">{t.views}</p>
          <p className="listing-panel__value">{listing.views}</p>
        </div>
      </section>

      <section className="listing-panel__section">
        <h3 className="listing-panel__heading">{t.promotion}</h3>
        <p className="listing-panel__line">{services.length > 0 ? services.join(' · ') : t.none}</p>
      </section>

      {(listing.reject || listing.reject_history.length > 0) && (
        <section className="listing-panel__section">
          <h3 className="listing-panel__heading">{t.rejectHistory}</h3>
          <RejectHistory listing={listing} />
        </section>
      )}
    </>
  );
});

/** The reasons a listing was rejected before, oldest first (or just the current one when no history came). */
export function RejectHistory({ listing }: { listing: Listing }) {
  const lang = useLang();
  const entries = listing.reject_history.length > 0 ? listing.reject_history : listing.reject ? [{ ...listing.reject, created_at: '' }] : [];
  return (
    <ol className="reject-history">
      {entries.map((reason, n) => (
        <li key={`${reason.created_at}-${n}`} className="reject-history__item">
          <p className="reject-history__head">
            <span className="badge badge--danger">{localized(reason, 'reject_category_ge', lang)}</span>
            {reason.created_at && <time dateTime={reason.created_at}>{formatDateTime(reason.created_at, lang)}</time>}
          </p>
          <p className="reject-history__text" lang={langMark(reason.reject_message, lang)}>
            {reason.reject_message}
          </p>
        </li>
      ))}
    </ol>
  );
}
