import { memo, useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog } from '../dialog/Dialog';
import { Icon } from '../icon/Icon';
import './gallery.css';

export interface GalleryPhoto {
  src: string;
  /** alt text in the page's language */
  alt: string;
  /** shown under the photo; '' for none */
  caption: string;
}

export interface GalleryTexts {
  label: string;
  previous: string;
  next: string;
  open: string;
  fullTitle: string;
  counter: (index: number, total: number) => string;
  thumb: (index: number, caption: string) => string;
}

interface Props {
  photos: readonly GalleryPhoto[];
  texts: GalleryTexts;
}

// a horizontal move of at least this many px is a swipe
const SWIPE_PX = 40;

/** A photo gallery: arrows, thumbnails, keyboard arrows, swipe and a full-screen view. */
export function Gallery({ photos, texts }: Props) {
  const [index, setIndex] = useState(0);
  const [full, setFull] = useState(false);
  const count = photos.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  // a caption's line is kept for every photo once one has a caption: moving to the next photo
  // then moves nothing under it (the thumbnails stay under the finger, and the page below is not
  // laid out and painted again)
  const captioned = photos.some((item) => item.caption);
  const photo = photos[index];
  if (!photo) return null;

  return (
    <section className="gallery" aria-label={texts.label}>
      <Stage photo={photo} index={index} count={count} texts={texts} captioned={captioned} onGo={go} onOpen={() => setFull(true)} />
      {count > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((item, position) => (
            <Thumb key={`${item.src}-${position}`} src={item.src} position={position} label={texts.thumb(position + 1, item.caption)} current={position === index} onGo={go} />
          ))}
        </ul>
      )}
      <div className="gallery-full">
        <Dialog open={full} title={texts.fullTitle} onClose={() => setFull(false)} media>
          <Stage photo={photo} index={index} count={count} texts={texts} captioned={captioned} onGo={go} large />
        </Dialog>
      </div>
    </section>
  );
}

interface ThumbProps {
  src: string;
  position: number;
  label: string;
  current: boolean;
  onGo: (index: number) => void;
}

/** A thumbnail: moving to another photo renders again only the two whose state changes. */
const Thumb = memo(function Thumb({ src, position, label, current, onGo }: ThumbProps) {
  return (
    <li>
      <button type="button" className="gallery__thumb" aria-label={label} aria-current={current || undefined} onClick={() => onGo(position)}>
        {/* after the photo: on a slow network the strip would share its bandwidth */}
        <img src={src} alt="" loading="lazy" fetchPriority="low" />
      </button>
    </li>
  );
});

interface StageProps {
  photo: GalleryPhoto;
  index: number;
  count: number;
  texts: GalleryTexts;
  /** some photo has a caption: the caption's line is there for every photo */
  captioned: boolean;
  onGo: (index: number) => void;
  onOpen?: () => void;
  large?: boolean;
}

/** One photo with its arrows and caption; arrow keys and swipes move through the photos. */
function Stage({ photo, index, count, texts, captioned, onGo, onOpen, large = false }: StageProps) {
  const start = useRef<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onGo(index - 1);
    else if (event.key === 'ArrowRight') onGo(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) onGo(moved < 0 ? index + 1 : index - 1);
  };

  return (
    <figure className={`gallery__stage${large ? ' gallery__stage--large' : ''}`}>
      {/* focusable so the arrow keys work once the photo is focused; named by the counter */}
      <div
        className="gallery__frame"
        tabIndex={0}
        role="group"
        aria-label={`${texts.label} ${texts.counter(index + 1, count)}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {/* the page's photo is its largest paint (the full view's opens on it, already loaded) */}
        <img src={photo.src} alt={photo.alt} draggable={false} fetchPriority={large ? undefined : 'high'} />
        {count > 1 && (
          <>
            <button type="button" className="gallery__arrow gallery__arrow--prev" aria-label={texts.previous} onClick={() => onGo(index - 1)}>
              <Icon name="chevronLeft" size={24} />
            </button>
            <button type="button" className="gallery__arrow gallery__arrow--next" aria-label={texts.next} onClick={() => onGo(index + 1)}>
              <Icon name="chevronRight" size={24} />
            </button>
          </>
        )}
        <span className="gallery__counter" aria-hidden="true">
          {texts.counter(index + 1, count)}
        </span>
        {onOpen && (
          <button type="button" className="gallery__open" aria-label={texts.open} onClick={onOpen}>
            <Icon name="expand" size={20} />
          </button>
        )}
      </div>
      {captioned && <figcaption className="gallery__caption">{photo.caption}</figcaption>}
    </figure>
  );
}
