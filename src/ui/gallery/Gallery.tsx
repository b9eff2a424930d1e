import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog } from '../dialog/Dialog';
import { Icon } from '../icon/Icon';
import { whenIdle } from '../idle/when-idle';
import { scrollIntoStrip } from './scroll-into-strip';
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
  /** which photo is shown, for a screen reader: its name, and what a move tells */
  position: (index: number, total: number, caption?: string) => string;
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
  // a photo other than the first has been shown: the moves are told from then on
  const [moved, setMoved] = useState(false);
  const thumbs = useRef<HTMLUListElement>(null);
  const count = photos.length;
  const go = useCallback(
    (next: number) => {
      const position = ((next % count) + count) % count;
      setIndex(position);
      setMoved(true);
      // the strip follows the photo: its thumbnail keeps its place, so it is measured now
      const thumb = thumbs.current?.children[position];
      if (thumb) scrollIntoStrip(thumb);
    },
    [count],
  );
  // a caption's line is kept for every photo once one has a caption: moving to the next photo
  // then moves nothing under it (the thumbnails stay under the finger, and the page below is not
  // laid out and painted again)
  const captioned = photos.some((item) => item.caption);
  const photo = photos[index];
  // the photos either side are fetched (at low priority) and decoded ahead once the page is idle:
  // the frame that answers a move draws one ready instead of decoding it while the press waits.
  // Before a first move only the next: the one before the first is the last, a download the
  // visitor may never need
  const ahead = photo && count > 1 ? photos[(index + 1) % count]?.src : undefined;
  const behind = photo && moved && count > 2 ? photos[(index + count - 1) % count]?.src : undefined;
  useEffect(
    () =>
      whenIdle(() => {
        for (const src of [ahead, behind]) {
          if (!src) continue;
          const image = new Image();
          image.fetchPriority = 'low';
          image.src = src;
          // one that fails shows its failure when it is shown
          image.decode().catch(() => {});
        }
      }),
    [ahead, behind],
  );
  if (!photo) return null;

  return (
    <section className="gallery" aria-label={texts.label}>
      <Stage photo={photo} index={index} count={count} texts={texts} captioned={captioned} moved={moved} onGo={go} onOpen={() => setFull(true)} />
      {count > 1 && (
        <ul className="gallery__thumbs" ref={thumbs}>
          {photos.map((item, position) => (
            <Thumb key={`${item.src}-${position}`} src={item.src} position={position} label={texts.thumb(position + 1, item.caption)} current={position === index} onGo={go} />
          ))}
        </ul>
      )}
      {/* the arrow keys move through the photos wherever the focus is in the full view (it opens
          on its close button) */}
      <div
        className="gallery-full"
        onKeyDown={(event) => {
          const step = arrowStep(event);
          if (step === 0) return;
          event.preventDefault();
          go(index + step);
        }}
      >
        <Dialog open={full} title={texts.fullTitle} onClose={() => setFull(false)} media closesOnBack>
          <Stage photo={photo} index={index} count={count} texts={texts} captioned={captioned} moved={moved} onGo={go} large />
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
  /** the visitor has moved through the photos: where to is told */
  moved: boolean;
  texts: GalleryTexts;
  /** some photo has a caption: the caption's line is there for every photo */
  captioned: boolean;
  onGo: (index: number) => void;
  onOpen?: () => void;
  large?: boolean;
}

// the controls that move with the arrow keys themselves keep them
const ARROW_CONTROLS = 'input, textarea, select, [contenteditable], [role="slider"], [role="listbox"], [role="radiogroup"], [role="tablist"]';

/** The photo a key press moves to, -1 or +1, or 0 when it is no plain left or right arrow for the gallery. */
function arrowStep(event: KeyboardEvent): -1 | 0 | 1 {
  // Alt+Left is the browser's Back
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  if (event.target instanceof Element && event.target.closest(ARROW_CONTROLS)) return 0;
  return event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
}

/** One photo with its arrows and caption; arrow keys and swipes move through the photos. */
function Stage({ photo, index, count, texts, captioned, moved, onGo, onOpen, large = false }: StageProps) {
  const start = useRef<number | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event);
    if (step === 0) return;
    event.preventDefault();
    onGo(index + step);
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
        aria-label={texts.position(index + 1, count)}
        // the full view takes the arrow keys all over it
        onKeyDown={large ? undefined : onKeyDown}
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
      {/* a move is told to a screen reader, whose focus stays on the arrow or the photo (a dialog's
          makes the page's inert); empty until then: the group's name says the first photo */}
      <p className="visually-hidden" aria-live="polite">
        {moved && texts.position(index + 1, count, photo.caption)}
      </p>
      {captioned && <figcaption className="gallery__caption">{photo.caption}</figcaption>}
    </figure>
  );
}
