import { formatDate } from '../../../domain/format';
import { labelOf, useOptions } from '../../../domain/options';
import { profileTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Dialog } from '../../../ui/dialog/Dialog';
import { PartBoundary, lazyPart } from '../../../ui/load/lazy-part';
import { Spinner } from '../../../ui/spinner/Spinner';
import { runningServices } from '../../../domain/promotion';
import type { Retry } from '../../../ui/tariff-order/TariffOrder';
import './owner-tariff-dialog.css';
import type { ListingCard } from '../../../domain/listing';

// the order form (with its validation library) loads on the first opening, not with the list
const TariffOrder = lazyPart(() => import('../../../ui/tariff-order/TariffOrder').then((m) => m.TariffOrder));

/**
 * §2 change-tariff dialog of the owner's menu: what the listing runs now and until when, then the shared tariff
 * purchase (tariffs of GET /api/tariffs, price, wallet or card, insufficient funds). `retry`: a
 * purchase of this listing taken up again (TariffOrder).
 */
export function OwnerTariffDialog({
  card,
  retry,
  closesOnBack,
  onClose,
}: {
  card: ListingCard | null;
  retry?: Retry | undefined;
  closesOnBack: boolean;
  onClose: () => void;
}) {
  const t = useTexts(profileTexts).tariff;
  const o = useOptions();
  const lang = useLang();
  const running = card ? runningServices(card) : [];
  return (
    <Dialog open={card !== null} wide title={t.title} onClose={onClose} closesOnBack={closesOnBack}>
      {card && (
        <div className="owner-tariff">
          <section className="owner-tariff__current" aria-labelledby="owner-tariff-current">
            <h3 id="owner-tariff-current" className="owner-tariff__heading">
              {t.current}
            </h3>
            {running.length === 0 ? (
              <p className="owner-tariff__none">{t.none}</p>
            ) : (
              <ul className="owner-tariff__list">
                {running.map((service) => (
                  <li key={service.name}>
                    <strong>{labelOf(o.tariffNames, service.name)}</strong>
                    {service.until && <span>{t.activeUntil(formatDate(service.until, lang))}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <PartBoundary fallback={<Spinner />}>
            <TariffOrder announcementIds={[card.id]} retry={retry} />
          </PartBoundary>
        </div>
      )}
    </Dialog>
  );
}
