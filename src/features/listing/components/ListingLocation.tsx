import * as env from '../../../config/env';
import { addressLine } from '../../../domain/format';
import { inTbilisi } from '../../../domain/geo';
import { localized } from '../../../domain/localized';
import { langMark } from '../../../domain/written-in';
import { listingTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { GeoMapWhenNear } from '../../../ui/map/GeoMap';
import type { Listing } from '../../../domain/listing';

/**
 * Where the listing is: its address and the map around its pin. Without a tile server the map is
 * the drawn city: a listing outside it has its address alone, not a pin on an empty map.
 */
export function ListingLocation({ listing }: { listing: Listing }) {
  const t = useTexts(listingTexts).location;
  const lang = useLang();
  const address = addressLine(listing.address, listing.address_house_number);
  const district = localized(listing, 'district_name', lang);
  const place = `${address}, ${district}`;
  return (
    <section className="listing-section listing-location" aria-labelledby="listing-location-title">
      <h2 id="listing-location-title" className="listing-section__title">
        {t.title}
      </h2>
      <p className="listing-location__address">
        <span lang={langMark(address, lang)}>{address}</span>, {district}
      </p>
      {(env.mapTiles || inTbilisi(listing)) && <GeoMapWhenNear label={t.map} place={{ lat: listing.lat, lng: listing.lng, label: place }} />}
    </section>
  );
}
