import { memo, useState } from 'react';
import { mediaUrl } from '../../../config/media';
import { labelOf, useOptions } from '../../../domain/options';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import './panel-photos.css';
import type { Listing } from '../../../domain/listing';

/** The main photo and the gallery, each with its §3 description; a thumbnail shows it large. */
export const PanelPhotos = memo(function PanelPhotos({ listing }: { listing: Listing }) {
  const texts = useTexts(adminTexts);
  const t = texts.panel;
  const { photoDescriptions } = useOptions();
  const photos = [...(listing.main_photo ? [listing.main_photo] : []), ...listing.flat_photos];
  const [shown, setShown] = useState(0);
  if (photos.length === 0) return <p className="panel-photos__none">{texts.queue.noPhotos}</p>;
  const index = Math.min(shown, photos.length - 1);
  const large = photos[index];
  const caption = (n: number, description: number) => t.photoAlt(n + 1, labelOf(photoDescriptions, description));
  return (
    <div className="panel-photos">
      {large && (
        <figure className="panel-photos__large">
          <img src={mediaUrl(large.image)} alt={caption(index, large.description)} />
          <figcaption>
            {index === 0 && listing.main_photo ? `${t.mainPhoto} · ` : ''}
            {caption(index, large.description)}
          </figcaption>
        </figure>
      )}
      <ul className="panel-photos__thumbs" aria-label={t.photos}>
        {photos.map((photo, n) => (
          <li key={`${photo.image}-${n}`}>
            <button
              type="button"
              className="panel-photos__thumb"
              aria-pressed={n === index}
              aria-label={t.showPhoto(n + 1)}
              onClick={() => setShown(n)}
            >
              <img src={mediaUrl(photo.image)} alt="" loading="lazy" />
              {labelOf(photoDescriptions, photo.description) && (
                <span className="panel-photos__label">{labelOf(photoDescriptions, photo.description)}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
