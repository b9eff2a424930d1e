import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import { paths } from '../../../config/paths';
import { firstTitleSegment, formatPrices } from '../../../domain/format';
import { appTexts, catalogTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { ofMonth } from '../../../ui/price/Price';
import { frameOf } from '../../../ui/listing-card/frame';
import { Icon } from '../../../ui/icon/Icon';
import type { MapPoint } from '../../../ui/map/clusters';
import { GeoMap } from '../../../ui/map/GeoMap';
import { useRate } from '../../../api/rate-query';
import type { LatLng } from '../../../domain/geo';
import { normalize, toQuery } from '../../../domain/catalog-filters';
import { useCatalogFilters } from '../use-catalog-filters';
import '../../../ui/listing-card/listing-card-list.css';
import type * as listing from '../../../domain/listing';

/**
 * The results on the map (§2 map=true): a marker or cluster opens its cards beside the map, and
 * an area drawn on the map narrows the search like any other filter in the URL.
 */
export function MapView({ cards, busy }: { cards: readonly listing.ListingCard[]; busy: boolean }) {
  const t = useTexts(catalogTexts).map;
  const { app } = useTexts(appTexts);
  const lang = useLang();
  const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
  // the marker the preview was opened from, by its name: closing it goes back there, once the map
  // has drawn its markers unchosen (it may draw a marker anew, and its element with it)
  const opener = useRef<string | null>(null);
  const [returning, setReturning] = useState(false);
  const open = (ids: readonly number[]) => {
    opener.current = document.activeElement?.getAttribute('aria-label') ?? null;
    setSelectedIds(ids);
  };
  const close = () => {
    setReturning(true);
    setSelectedIds([]);
  };
  // after the map's own effects, which run before this parent's
  useEffect(() => {
    if (!returning) return;
    setReturning(false);
    const name = opener.current;
    const marker = name === null ? null : document.querySelector(`.catalog-map [aria-label="${CSS.escape(name)}"]`);
    if (marker instanceof HTMLElement) marker.focus();
  }, [returning]);
  // another page of results starts with no marker chosen
  const [shownCards, setShownCards] = useState(cards);
  if (cards !== shownCards) {
    setShownCards(cards);
    setSelectedIds([]);
  }
  const [isRent] = useRoute(paths.catalogRent.path);
  const [, navigate] = useLocation();
  const filters = useCatalogFilters();
  const rate = useRate().data;
  const lead = filters.currency;
  const points = useMemo<MapPoint[]>(
    () =>
      cards.map((card) => ({
        id: card.id,
        lat: card.lat,
        lng: card.lng,
        // a rent's amounts are a month's, as its card says
        label: t.pin(ofMonth(formatPrices(card.flat_cost, rate, lead, lang), card.adType === 2, app), firstTitleSegment(card.title)),
        promoted: Boolean(frameOf(card)),
      })),
    [cards, rate, lead, lang, t, app],
  );
  const selected = cards.filter((card) => selectedIds.includes(card.id));
  // a new area is a new search: back to the first page; clearing it gives the search before it
  const setArea = (polygon: LatLng[] | null) =>
    navigate((isRent ? paths.catalogRent : paths.catalogSell).href(toQuery(normalize({ ...filters, polygon, page: 1 }))));

  return (
    <div className="catalog-map" aria-busy={busy}>
      <GeoMap label={t.label} points={points} selected={selectedIds} onSelect={open} area={{ value: filters.polygon, onChange: setArea }} />
      <div className="catalog-map__preview" aria-live="polite">
        {selected.length ? (
          <div className="catalog-map__card">
            <button type="button" className="catalog-map__close" aria-label={t.closePreview} onClick={close}>
              <Icon name="close" size={18} />
            </button>
            <ul className="listing-card-list listing-card-list--column">
              {selected.map((card) => (
                <li key={card.id}>
                  <ListingCard card={card} lead={lead} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="catalog-map__hint">
            <Icon name="pin" size={20} /> {t.hint}
          </p>
        )}
      </div>
    </div>
  );
}
