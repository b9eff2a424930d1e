import { useRef, useState, type DragEvent } from 'react';
import { GALLERY_MAX } from '../../../domain/limits';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon, type IconName } from '../../../ui/icon/Icon';
import type { PhotoOwner } from '../api/photos';
import type { PhotoEntry } from '../listing-values';
import { describePhoto, dropPhoto, makeMain, movePhoto } from './photo-list';
import { PhotoDrop } from './PhotoDrop';
import { PhotoTile } from './PhotoTile';
import type { Uploads } from './uploads';
import { usePhotos, type PhotoList } from './use-photos';
import './photos.css';

interface Props {
  /** the form's photo list now */
  photos: readonly PhotoEntry[];
  list: PhotoList;
  owner: PhotoOwner;
  signedIn: boolean;
  uploads: Uploads;
  /** the §5 photo rule that fails, from the form */
  error?: string;
}

/**
 * The main photo and the gallery (2 to 10, §9): upload with progress, a description per photo
 * (§3), reorder by dragging or with the arrow buttons, make a gallery photo the main one, remove.
 */
export function PhotoManager({ photos, list, owner, signedIn, uploads, error }: Props) {
  const t = useTexts(listingFormTexts).photos;
  const state = usePhotos(photos, list, owner, signedIn, uploads);
  const { shown, progress, previews } = state;
  const setPhotos = list.write;
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const mainTitle = useRef<HTMLHeadingElement>(null);
  const galleryTitle = useRef<HTMLHeadingElement>(null);
  // a removed photo's tile, a photo made the main one, or one tried again (its tile shows the
  // progress) takes the pressed button away: the focus goes to the heading of the section the photo
  // left, joined or is in, not to the page
  const focusOn = (title: typeof mainTitle) => title.current?.focus();

  // a new main photo shows (with its progress, or as failed) over the current one until it has arrived
  const main = shown.find((photo) => photo.main && (progress.has(photo.key) || photo.failed)) ?? shown.find((photo) => photo.main);
  const gallery = shown.filter((photo) => !photo.main);

  // a move by button or by dragging is announced with the photo's new place
  function reorder(key: string, next: readonly PhotoEntry[]) {
    setPhotos(next);
    const place = next.filter((entry) => !entry.main).findIndex((entry) => entry.key === key) + 1;
    setAnnouncement(t.moved(place));
  }
  const move = (photo: PhotoEntry, delta: number) => reorder(photo.key, movePhoto(photos, photo.key, delta));

  const dragFor = (photo: PhotoEntry) => ({
    dragging: dragged === photo.key,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      setDragged(photo.key);
    },
    onDragOver: (event: DragEvent) => {
      if (dragged) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      if (!dragged) return;
      event.preventDefault();
      event.stopPropagation();
      reorder(dragged, dropPhoto(photos, dragged, photo.key));
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });

  const describe = (photo: PhotoEntry) => (description: number) => setPhotos(describePhoto(photos, photo.key, description));
  const errorId = 'photos-error';

  return (
    <div className="photos" aria-describedby={error ? errorId : undefined}>
      <section className="photos__section" aria-labelledby="photos-main-title">
        <h3 ref={mainTitle} id="photos-main-title" className="photos__title" tabIndex={-1}>
          {t.main}
        </h3>
        <p className="photos__hint">{t.mainHint}</p>
        {main ? (
          <ul className="photos__grid photos__grid--main">
            <PhotoTile
              photo={main}
              alt={t.mainAlt}
              preview={previews.get(main.key)}
              progress={progress.get(main.key)}
              onDescribe={describe(main)}
              onRetry={() => {
                focusOn(mainTitle);
                void state.retry(main);
              }}
              badge={<span className="photo-tile__badge">{t.main}</span>}
              actions={<PhotoDrop compact label={t.replaceMain} onFiles={(files) => void state.addFiles(files, true)} />}
              onRemove={() => {
                focusOn(mainTitle);
                void state.remove(main);
              }}
              removeLabel={t.removeMain}
            />
          </ul>
        ) : (
          <PhotoDrop id="field-photos" label={t.chooseMain} onFiles={(files) => void state.addFiles(files, true)} />
        )}
      </section>

      <section className="photos__section" aria-labelledby="photos-gallery-title">
        <h3 ref={galleryTitle} id="photos-gallery-title" className="photos__title" tabIndex={-1}>
          {t.gallery} <span className="photos__count">{t.galleryHint(gallery.length, GALLERY_MAX)}</span>
        </h3>
        <p className="photos__hint">{t.dragHint}</p>
        <ul className="photos__grid photos__grid--gallery">
          {gallery.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              alt={t.photoAlt(index + 1)}
              preview={previews.get(photo.key)}
              progress={progress.get(photo.key)}
              onDescribe={describe(photo)}
              onRetry={() => {
                focusOn(galleryTitle);
                void state.retry(photo);
              }}
              drag={dragFor(photo)}
              badge={<span className="photo-tile__number">{index + 1}</span>}
              actions={
                <>
                  <TileButton icon="chevronLeft" label={t.moveEarlier(index + 1)} disabled={index === 0} onClick={() => move(photo, -1)} />
                  <TileButton icon="chevronRight" label={t.moveLater(index + 1)} disabled={index === gallery.length - 1} onClick={() => move(photo, 1)} />
                  <TileButton
                    icon="star"
                    label={t.makeMain(index + 1)}
                    onClick={() => {
                      focusOn(mainTitle);
                      setPhotos(makeMain(photos, photo.key));
                    }}
                  />
                </>
              }
              onRemove={() => {
                focusOn(galleryTitle);
                void state.remove(photo);
              }}
              removeLabel={t.remove(index + 1)}
            />
          ))}
        </ul>
        {gallery.length < GALLERY_MAX && (
          <PhotoDrop id={main ? 'field-photos' : undefined} multiple label={t.chooseGallery} onFiles={(files) => void state.addFiles(files, false)} />
        )}
      </section>

      <div className="photos__messages" role="alert">
        {state.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        {error && <p id={errorId}>{error}</p>}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** `disabled` keeps the focus: a photo moved to the first or last place leaves its pressed button there, out of moves. */
function TileButton({ icon, label, onClick, disabled }: { icon: IconName; label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="photo-tile__button" aria-label={label} title={label} aria-disabled={disabled || undefined} onClick={disabled ? undefined : onClick}>
      <Icon name={icon} size={18} />
    </button>
  );
}
