import { formatArea } from '../../../domain/format';
import { labelOf, propertyKindOf, roomsFor, useOptions } from '../../../domain/options';
import { listingTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';
import type { Listing } from '../../../domain/listing';

/** The key facts under the title: bedrooms (or rooms), area and floor at a glance. */
export function ListingFacts({ listing }: { listing: Listing }) {
  const t = useTexts(listingTexts);
  const lists = useOptions();
  const lang = useLang();
  const kind = propertyKindOf(listing.flatObjects);
  const count = kind === 4 ? listing.rooms : listing.flat_count_bedrooms;
  const rooms = labelOf(roomsFor(lists, kind), count);
  return (
    <ul className="listing-facts">
      {rooms && count !== null && (
        <li>
          <Icon name="bed" size={22} />
          <span>
            <strong>{rooms}</strong> {kind === 4 ? t.facts.rooms(count) : t.facts.bedrooms(count)}
          </span>
        </li>
      )}
      <li>
        <Icon name="area" size={22} />
        <strong>{formatArea(listing.flat_square, lang)}</strong>
      </li>
      {listing.floor !== null && (
        <li>
          <Icon name="building" size={22} />
          <strong>{t.facts.floor(listing.floor, listing.floors_total)}</strong>
        </li>
      )}
    </ul>
  );
}
