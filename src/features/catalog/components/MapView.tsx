import { useState } from 'react';
import { formatUsd, firstTitleSegment } from '../../../domain/format';
import { catalogKa } from '../../../i18n/catalog.ka';
import { FlatCard, type CardListing } from '../../../ui/flat-card/FlatCard';
import { Icon } from '../../../ui/icon/Icon';
import { frameOf } from '../../../ui/flat-card/frame';
import { projectPercent } from '../map-projection';
import { TbilisiMap } from './TbilisiMap';

const t = catalogKa.map;

interface Props {
  cards: readonly CardListing[];
  /** the next results are on their way */
  busy: boolean;
}

/** The results as pins on the city map (§2 map=true); a pin opens a card preview. */
export function MapView({ cards, busy }: Props) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // another page of results starts with no pin chosen
  const [shownCards, setShownCards] = useState(cards);
  if (cards !== shownCards) {
    setShownCards(cards);
    setSelectedId(null);
  }
  const selected = cards.find((card) => card.id === selectedId) ?? null;
  return (
    <div className="catalog-map" aria-busy={busy}>
      <section className="catalog-map__canvas" aria-label={t.label}>
        <TbilisiMap />
        {cards.map((card) => (
          <button
            key={card.id}
            type="button"
            className={`catalog-map__pin${card.id === selectedId ? ' is-selected' : ''}${frameOf(card) ? ' is-promoted' : ''}`}
            style={projectPercent(card.lat, card.lng)}
            aria-label={t.pin(formatUsd(card.flat_cost), firstTitleSegment(card.title))}
            aria-pressed={card.id === selectedId}
            onClick={() => setSelectedId(card.id === selectedId ? null : card.id)}
          >
            <Icon name="pin" size={18} />
          </button>
        ))}
      </section>
      <div className="catalog-map__preview" aria-live="polite">
        {selected ? (
          <div className="catalog-map__card">
            <button type="button" className="catalog-map__close" aria-label={t.closePreview} onClick={() => setSelectedId(null)}>
              <Icon name="close" size={18} />
            </button>
            <FlatCard card={selected} />
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
