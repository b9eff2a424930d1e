import { memo, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { mediaUrl } from '../../config/media';
import { paths } from '../../config/paths';
import type { Currency } from '../../domain/currency';
import { addressLine, firstTitleSegment, formatArea } from '../../domain/format';
import { labelOf, useOptions } from '../../domain/options';
import { langMark } from '../../domain/written-in';
import { listingUiTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { useLeadCurrency } from '../../state/lead-currency';
import { FavoriteButton } from '../favorite-button/FavoriteButton';
import { Icon } from '../icon/Icon';
import { afterPaint } from '../idle/after-paint';
import { Price } from '../price/Price';
import { frameOf } from './frame';
import './listing-card.css';
import type * as listing from '../../domain/listing';


/** What the card shows of a listing: a full card, or a snapshot kept on the device. */
export type CardFields = Pick<
  listing.ListingCard,
  | 'id'
  | 'slug'
  | 'title'
  | 'status'
  | 'flat_cost'
  | 'flat_cost_m'
  | 'previous_flat_cost'
  | 'address'
  | 'address_house_number'
  | 'flat_count_bedrooms'
  | 'flat_square'
  | 'main_photo'
  | 'tariff'
  | 'color'
  | 'user_id'
> &
  // the deal, for a rent's price a month; a card a device stored with an older release has none
  Partial<Pick<listing.ListingCard, 'adType'>>;

interface Props {
  card: Readonly<CardFields>;
  /** owner view: a status label over the photo */
  badge?: ReactNode;
  /** owner view: the listing's menu (§4), shown instead of the favourite toggle */
  menu?: ReactNode;
  /** owner view: e.g. the rejection-reason button (§2) */
  footer?: ReactNode;
  headingLevel?: 2 | 3;
  /** the first cards of a page load their photo at once */
  eager?: boolean;
  /** the first cards of a page the browser renders itself: their photo is fetched at once and ahead of the rest (the page's largest paint) */
  priority?: boolean;
  /** the price shown first: the catalogue's currency there; the visitor's (the catalogue's last) elsewhere */
  lead?: Currency;
}

/**
 * The flat card of §2. The title link stretches over the whole card, so the card opens the
 * detail page anywhere it is clicked, while the toggle and menu stay separate controls. A list
 * re-rendering around it (a filter changed, a dialog opened) leaves a card whose props are the
 * same as they were.
 */
export const ListingCard = memo(function ListingCard(props: Props) {
  const frame = frameOf(props.card);
  // the click is answered in the frame it lands in by the card's frame alone (it shows it is
  // opening): what it holds is not rendered again for it
  const [opening, setOpening] = useState(false);
  return (
    <article
      className={`listing-card${frame ? ' listing-card--framed' : ''}${frame && 'className' in frame ? ` ${frame.className}` : ''}${opening ? ' listing-card--opening' : ''}`}
      // an ordered colour is any colour, so it is the one style attribute left
      style={frame && 'color' in frame ? ({ '--listing-card-frame': frame.color } as CSSProperties) : undefined}
      aria-busy={opening || undefined}
    >
      <CardContents {...props} onOpening={setOpening} />
    </article>
  );
});

const CardContents = memo(function CardContents({
  card,
  badge,
  menu,
  footer,
  headingLevel = 3,
  eager = false,
  priority = false,
  lead,
  onOpening,
}: Props & { onOpening: (opening: boolean) => void }) {
  const Heading = `h${headingLevel}` as const;
  const [, navigate] = useLocation();
  const href = paths.announcement.href(card.slug);
  // the detail page, a render of a whole screen, comes in the task after the click's frame
  // (modified clicks, a new tab, are the link's own)
  const open = (event: MouseEvent) => {
    event.preventDefault();
    onOpening(true);
    afterPaint(() => navigate(href));
  };
  const t = useTexts(listingUiTexts).card;
  const kept = useLeadCurrency();
  const { tariffNames } = useOptions();
  const lang = useLang();
  const tariff = labelOf(tariffNames, card.tariff);
  const address = addressLine(card.address, card.address_house_number);
  return (
    <>
      <div className="listing-card__media">
        {card.main_photo ? (
          // the contract names one file per photo (no sizes for a srcset): the card's box sizes it
          <img
            src={mediaUrl(card.main_photo.image)}
            alt=""
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        ) : (
          <div className="listing-card__placeholder">
            <span>
              <Icon name="pin" size={28} />
              {t.noPhoto}
            </span>
          </div>
        )}
        <div className="listing-card__tags">
          {tariff && card.tariff !== 'coloring' && card.tariff !== 'raising' && (
            <span className={`listing-card__tariff listing-card__tariff--${card.tariff}`}>{tariff}</span>
          )}
          {badge}
        </div>
        <div className="listing-card__actions">{menu ?? <FavoriteButton id={card.id} ownerId={card.user_id} listingTitle={card.title} />}</div>
      </div>
      <div className="listing-card__body">
        <p className="listing-card__price">
          <Price usd={card.flat_cost} perM2={card.flat_cost_m} lead={lead ?? kept} before={card.previous_flat_cost} monthly={card.adType === 2} />
        </p>
        <Heading className="listing-card__title" lang={langMark(card.title, lang)}>
          <Link href={href} className="listing-card__link" onClick={open}>
            {firstTitleSegment(card.title)}
          </Link>
        </Heading>
        {/* the street's letters tell the line's language: a house number's ('24ბ') may differ */}
        <p className="listing-card__address" lang={langMark(card.address, lang)}>
          <Icon name="pin" size={16} />
          {address}
        </p>
        <ul className="listing-card__facts">
          {card.flat_count_bedrooms !== null && (
            <li title={t.bedroomsLabel}>
              <Icon name="bed" size={18} />
              <span className="visually-hidden">{t.bedroomsLabel}: </span>
              {t.bedrooms(card.flat_count_bedrooms)}
            </li>
          )}
          <li title={t.areaLabel}>
            <Icon name="area" size={18} />
            <span className="visually-hidden">{t.areaLabel}: </span>
            {formatArea(card.flat_square, lang)}
          </li>
        </ul>
      </div>
      {footer && <div className="listing-card__footer">{footer}</div>}
    </>
  );
});
