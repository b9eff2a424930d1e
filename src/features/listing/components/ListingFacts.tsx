import { formatArea } from '../../../domain/format';
import { labelOf, optionTitles, roomsFor, propertyKindOf } from '../../../domain/options';
import { listingKa } from '../../../i18n/listing.ka';
import { Icon } from '../../../ui/icon/Icon';
import type { Listing } from '../../../domain/listing';

/** The key facts under the title: bedrooms (or rooms), area and floor at a glance. */
export function ListingFacts({ listing }: { listing: Listing }) {
  const kind = propertyKindOf(listing.flatObjects);
  const rooms = labelOf(roomsFor(kind), kind === 4 ? listing.rooms : listing.flat_count_bedrooms);
  return (
    <ul className="listing-facts">
      {rooms && (
        <li>
          <Icon name="bed" size={22} />
          <span>
            <strong>{rooms}</strong> {kind === 4 ? optionTitles.rooms : optionTitles.bedrooms}
          </span>
        </li>
      )}
      <li>
        <Icon name="area" size={22} />
        <strong>{formatArea(listing.flat_square)}</strong>
      </li>
      {listing.floor !== null && (
        <li>
          <Icon name="building" size={22} />
          <span>
            <strong>{listingKa.params.floorOf(listing.floor, listing.floors_total)}</strong> {listingKa.params.floor}
          </span>
        </li>
      )}
    </ul>
  );
}
