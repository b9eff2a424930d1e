import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { paths } from '../../config/paths';
import { localized } from '../../domain/localized';
import { addressLine, formatDate } from '../../domain/format';
import { labelOf, useOptions } from '../../domain/options';
import { langMark } from '../../domain/written-in';
import { appTexts, listingTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { keepResults, useResultsLeft } from '../../state/results-return';
import { FavoriteButton } from '../../ui/favorite-button/FavoriteButton';
import { TARIFF_FRAMES } from '../../ui/listing-card/frame';
import { Icon } from '../../ui/icon/Icon';
import { lazyPart } from '../../ui/load/lazy-part';
import { QueryView } from '../../ui/load/QueryView';
import { followedLink } from '../../ui/link/followed-link';
import { InBrowser } from '../../ui/media/InBrowser';
import { AdvertiserBlock } from './components/AdvertiserBlock';
import { ListingBody } from './components/ListingBody';
import { ListingFacts } from './components/ListingFacts';
import { ListingGallery } from './components/ListingGallery';
import { PriceBlock } from './components/PriceBlock';
import { listingQuery } from './api/queries';
import { ShareButton } from './components/ShareButton';
import './listing.css';
import type { Listing } from '../../domain/listing';


// below the fold and kept on the device: their code comes once the page is shown
const ListingExtras = lazyPart(() => import('./components/ListingExtras').then((m) => m.ListingExtras));

/** The listing detail page (§2) at /realt/announcement/{slug}. */
export function ListingPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const listing = useQuery(listingQuery(slug));
  const t = useTexts(listingTexts);
  useEffect(keepResults, [slug]);
  return (
    <div className="page">
      <QueryView
        query={listing}
        icon="search"
        level={1}
        failed={{ title: t.failedTitle, text: t.failedText }}
        notFound={{
          title: t.notFoundTitle,
          text: t.notFoundText,
          action: (
            <Link href={paths.catalogSell.href()} className="button button--primary">
              {t.toCatalog}
            </Link>
          ),
        }}
      >
        {(data) => <ListingView item={data.result} />}
      </QueryView>
    </div>
  );
}

function ListingView({ item }: { item: Listing }) {
  const t = useTexts(listingTexts);
  const nav = useTexts(appTexts).nav;
  const { tariffNames } = useOptions();
  const lang = useLang();
  const catalog = item.adType === 2 ? paths.catalogRent : paths.catalogSell;
  // the promotion tariffs get a label; colouring and raising do not
  const tariff = item.tariff && TARIFF_FRAMES[item.tariff] ? labelOf(tariffNames, item.tariff) : '';
  const address = addressLine(item.address, item.address_house_number);
  // opened from the catalogue's results, the way back is to them (the server's page, for crawlers
  // and shared links alike, has the catalogue's own address)
  const results = useResultsLeft();
  return (
    <article className="listing">
      <div className="listing__bar">
        {results && (
          // in this page's language the results are the entry behind this one: going back there keeps
          // the history as it was (a new tab still opens the address); after a language switch the link leads to them
          <Link
            className="listing__back"
            href={results.path}
            onClick={(event) => {
              if (results.lang !== lang || !followedLink(event)) return;
              event.preventDefault();
              window.history.back();
            }}
          >
            <Icon name="chevronLeft" size={16} />
            {t.backToResults}
          </Link>
        )}
        <nav className="listing__crumbs" aria-label={t.breadcrumb}>
          <Link href={results?.path ?? catalog.href()}>{item.adType === 2 ? nav.rent : nav.sale}</Link>
          <Icon name="chevronRight" size={14} />
          <span>{localized(item, 'district_name', lang)}</span>
        </nav>
      </div>
      <div className="listing__layout">
        <div className="listing__top">
          <ListingGallery listing={item} />
          <header className="listing__head">
            {tariff && <span className={`listing__tariff listing__tariff--${item.tariff}`}>{tariff}</span>}
            {/* the author's own words, never translated: marked with their language on a page in another */}
            <h1 className="listing__title" lang={langMark(item.title, lang)}>
              {item.title}
            </h1>
            <p className="listing__address">
              <Icon name="pin" size={18} />
              {/* one run of text beside the pin: it wraps as words do, the comma kept after the house number */}
              <span>
                <span lang={langMark(item.address, lang)}>{address}</span>, {localized(item, 'district_name', lang)}
              </span>
            </p>
            <ListingFacts listing={item} />
          </header>
        </div>
        <aside className="listing__aside">
          <div className="listing-section listing__sticky">
            <PriceBlock listing={item} />
            <div className="listing__tools">
              <FavoriteButton id={item.id} ownerId={item.user_id} look="labelled" listingTitle={item.title} />
              <ShareButton title={item.title} />
            </div>
            <p className="listing__meta">
              <span>{t.idLabel(item.id)}</span>
              <span>
                <Icon name="eye" size={16} /> {t.views(item.views)}
              </span>
              <span>{t.published(formatDate(item.created_at, lang))}</span>
            </p>
          </div>
          <AdvertiserBlock listing={item} />
        </aside>
        <div className="listing__body">
          <ListingBody listing={item} />
        </div>
      </div>
      <InBrowser>
        <ListingExtras listing={item} />
      </InBrowser>
    </article>
  );
}
