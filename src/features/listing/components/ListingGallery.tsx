import { mediaUrl } from '../../../config/media';
import { localized } from '../../../domain/localized';
import { firstTitleSegment } from '../../../domain/format';
import { labelOf, useOptions } from '../../../domain/options';
import { listingTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Gallery } from '../../../ui/gallery/Gallery';
import { Icon } from '../../../ui/icon/Icon';
import type { Listing } from '../../../domain/listing';

/** The listing's photos, main photo first, captioned with their §3 descriptions. */
export function ListingGallery({ listing }: { listing: Listing }) {
  const t = useTexts(listingTexts).gallery;
  const lang = useLang();
  const { photoDescriptions } = useOptions();
  const photos = [...(listing.main_photo ? [listing.main_photo] : []), ...listing.flat_photos];
  if (photos.length === 0) {
    return (
      <div className="listing-nophoto">
        <span>
          <Icon name="pin" size={32} />
          {localized(listing, 'district_name', lang)}
        </span>
      </div>
    );
  }
  const title = firstTitleSegment(listing.title);
  return (
    <Gallery
      texts={t}
      photos={photos.map((photo, index) => {
        const caption = labelOf(photoDescriptions, photo.description);
        return { src: mediaUrl(photo.image), caption, alt: t.alt(title, caption, index + 1) };
      })}
    />
  );
}
