import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Icon } from '../icon/Icon';
import { atLeast } from '../../styles/breakpoints';
import { useMediaQuery } from '../media/use-media-query';
import './carousel.css';

export interface Slide {
  id: number | string;
  /** the slide's accessible name (its caption) */
  label: string;
  content: ReactNode;
}

export interface CarouselTexts {
  /** what a screen reader calls the carousel and a slide (aria-roledescription), in the page's language */
  carousel: string;
  slideRole: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** 'slide 2 of 3: caption' */
  slide: (index: number, total: number, label: string) => string;
  goTo: (index: number) => string;
}

interface Props {
  label: string;
  slides: readonly Slide[];
  texts: CarouselTexts;
  /** §9: 5000 ms */
  intervalMs?: number;
}

// §9: navigation dots below 992 px instead of arrows
const DESKTOP = atLeast('carousel');

/**
 * An accessible, auto-rotating carousel (WAI-ARIA APG pattern): rotation pauses while the
 * pointer or focus is inside, stops for prefers-reduced-motion, and has its own pause button.
 */
export function Carousel({ label, slides, texts, intervalMs = 5000 }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const desktop = useMediaQuery(DESKTOP);
  const slidesId = useId();
  const count = slides.length;
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => go(index + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, go]);

  if (count === 0) return null;
  return (
    <section
      className="carousel"
      aria-roledescription={texts.carousel}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div id={slidesId} className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={slide.id}
            className={`carousel__slide${position === index ? ' is-current' : ''}`}
            role="group"
            aria-roledescription={texts.slideRole}
            aria-label={texts.slide(position + 1, count, slide.label)}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__pause" onClick={() => setPaused((value) => !value)} aria-label={paused ? texts.play : texts.pause}>
            <Icon name={paused ? 'play' : 'pause'} size={16} />
          </button>
          {desktop ? (
            <>
              <button type="button" className="carousel__arrow carousel__arrow--prev" aria-controls={slidesId} aria-label={texts.previous} onClick={() => go(index - 1)}>
                <Icon name="chevronLeft" size={22} />
              </button>
              <button type="button" className="carousel__arrow carousel__arrow--next" aria-controls={slidesId} aria-label={texts.next} onClick={() => go(index + 1)}>
                <Icon name="chevronRight" size={22} />
              </button>
            </>
          ) : (
            <div className="carousel__dots">
              {slides.map((slide, position) => (
                <button
                  key={slide.id}
                  type="button"
                  className="carousel__dot"
                  aria-controls={slidesId}
                  aria-label={texts.goTo(position + 1)}
                  aria-current={position === index || undefined}
                  onClick={() => go(position)}
                />
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
