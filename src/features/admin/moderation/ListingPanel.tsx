import { useEffect, useRef, type ReactNode } from 'react';
import { absolute, paths } from '../../../config/paths';
import { labelOf, useOptions } from '../../../domain/options';
import { langMark } from '../../../domain/written-in';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';
import { NewTabLink } from '../../../ui/link/NewTabLink';
import { PanelDetails } from './PanelDetails';
import { PanelPhotos } from './PanelPhotos';
import '../shared/controls.css';
import './listing-panel.css';
import type { Listing } from '../../../domain/listing';

interface Props {
  listing: Listing;
  /** on phones the panel covers the screen; this closes it */
  onBack: () => void;
  toolbar: ReactNode;
}

/** The selected listing whole: heading, actions, photos and every field. */
export function ListingPanel({ listing, onBack, toolbar }: Props) {
  const t = useTexts(adminTexts).queue;
  const { statuses } = useOptions();
  const lang = useLang();
  const body = useRef<HTMLDivElement>(null);
  // every listing is read from its top
  useEffect(() => {
    body.current?.scrollTo?.({ top: 0 });
  }, [listing.id]);

  return (
    <article className="listing-panel" aria-labelledby="listing-panel-title">
      <header className="listing-panel__header">
        <button type="button" className="listing-panel__back" onClick={onBack}>
          <Icon name="chevronLeft" size={18} /> {t.backToList}
        </button>
        <div className="listing-panel__title-row">
          <h2 id="listing-panel-title" className="listing-panel__title" tabIndex={-1} lang={langMark(listing.title, lang)}>
            {listing.title}
          </h2>
          <NewTabLink className="listing-panel__site" href={absolute(paths.announcement.href(listing.slug), lang)}>
            {t.openOnSite} <Icon name="external" size={16} />
          </NewTabLink>
        </div>
        <p className="listing-panel__sub">
          #{listing.id} · <span className="badge">{labelOf(statuses, listing.status)}</span>
          {listing.telegram_publication === 'pending' && <span className="badge badge--info">{t.telegramPending}</span>}
        </p>
        {toolbar}
      </header>
      <div ref={body} className="listing-panel__body">
        <PanelPhotos key={listing.id} listing={listing} />
        <PanelDetails listing={listing} />
      </div>
    </article>
  );
}
