// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gallery, type GalleryTexts } from '../../../../src/ui/gallery/Gallery';

const texts: GalleryTexts = {
  label: 'photos',
  previous: 'prev',
  next: 'next',
  open: 'full',
  fullTitle: 'photos',
  counter: (index, total) => `${index} / ${total}`,
  thumb: (index, caption) => `thumb ${index} ${caption}`,
  position: (index, total, caption = '') => `photos ${index} / ${total}${caption && `, ${caption}`}`,
};
const photos = [
  { src: '/a.svg', alt: 'flat — photo 1', caption: '' },
  { src: '/b.svg', alt: 'flat — kitchen', caption: 'kitchen' },
  { src: '/c.svg', alt: 'flat — bedroom', caption: 'bedroom' },
];

describe('Gallery', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves with the arrow keys, wrapping around, and shows the caption', () => {
    render(<Gallery photos={photos} texts={texts} />);
    const frame = screen.getByRole('group', { name: 'photos 1 / 3' });
    expect(screen.getByRole('img', { name: 'flat — photo 1' })).toBeInTheDocument();
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect(screen.getByRole('group', { name: 'photos 2 / 3' })).toBeInTheDocument();
    expect(screen.getByText('kitchen')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('group', { name: 'photos 2 / 3' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('group', { name: 'photos 1 / 3' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('img', { name: 'flat — bedroom' })).toBeInTheDocument();
  });

  it('tells a screen reader where a move has gone, with the photo’s caption', () => {
    const { container } = render(<Gallery photos={photos} texts={texts} />);
    const told = () => container.querySelector('[aria-live="polite"]')?.textContent;
    expect(told()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(told()).toBe('photos 2 / 3, kitchen');
  });

  it('asks for the photo before the thumbnails', () => {
    const { container } = render(<Gallery photos={photos} texts={texts} />);
    expect(screen.getByRole('img', { name: 'flat — photo 1' })).toHaveAttribute('fetchpriority', 'high');
    const thumbs = [...container.querySelectorAll('.gallery__thumb img')];
    expect(thumbs).toHaveLength(3);
    for (const thumb of thumbs) expect(thumb).toHaveAttribute('fetchpriority', 'low');
  });

  it('moves on a swipe and jumps by thumbnail', () => {
    render(<Gallery photos={photos} texts={texts} />);
    const frame = screen.getByRole('group', { name: 'photos 1 / 3' });
    fireEvent.pointerDown(frame, { clientX: 300 });
    fireEvent.pointerUp(frame, { clientX: 200 });
    expect(screen.getByRole('group', { name: 'photos 2 / 3' })).toBeInTheDocument();
    // a small move is a tap, not a swipe
    fireEvent.pointerDown(screen.getByRole('group', { name: 'photos 2 / 3' }), { clientX: 300 });
    fireEvent.pointerUp(screen.getByRole('group', { name: 'photos 2 / 3' }), { clientX: 280 });
    expect(screen.getByRole('group', { name: 'photos 2 / 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'thumb 3 bedroom' }));
    expect(screen.getByRole('button', { name: 'thumb 3 bedroom' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrow keys from anywhere in the full view, not with a modifier held', () => {
    render(<Gallery photos={photos} texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'full' }));
    const full = screen.getByRole('dialog', { name: 'photos' });
    // the full view opens on its close button
    const close = within(full).getAllByRole('button')[0];
    if (!close) throw new Error('no close button');
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(within(full).getByRole('group', { name: 'photos 2 / 3' })).toBeInTheDocument();
    fireEvent.keyDown(within(full).getByRole('button', { name: 'next' }), { key: 'ArrowLeft' });
    expect(within(full).getByRole('group', { name: 'photos 1 / 3' })).toBeInTheDocument();
    // Alt+Left is the browser's Back
    fireEvent.keyDown(close, { key: 'ArrowLeft', altKey: true });
    expect(within(full).getByRole('group', { name: 'photos 1 / 3' })).toBeInTheDocument();
  });

  it('keeps the caption’s line for a photo with none once another has one, and has none when no photo has one', () => {
    const { container, unmount } = render(<Gallery photos={photos} texts={texts} />);
    // the first photo has no caption: its line is there, empty, so the next photo moves nothing
    const caption = container.querySelector('figcaption');
    expect(caption).toBeInTheDocument();
    expect(caption).toHaveTextContent(/^$/);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(container.querySelector('figcaption')).toHaveTextContent('kitchen');
    unmount();
    render(<Gallery photos={photos.map((photo) => ({ ...photo, caption: '' }))} texts={texts} />);
    expect(document.querySelector('figcaption')).not.toBeInTheDocument();
  });

  // jsdom has no idle callback: the gallery waits as it does in Safari, on a timer
  it('decodes the next photo once the page is idle, both sides after a move, none beside a lone photo', () => {
    vi.useFakeTimers();
    const decoded: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (this: HTMLImageElement) {
      decoded.push(`${new URL(this.src).pathname} ${this.fetchPriority}`);
      return Promise.resolve();
    });
    const { unmount } = render(<Gallery photos={photos} texts={texts} />);
    expect(decoded).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(decoded).toEqual(['/b.svg low']);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    vi.runOnlyPendingTimers();
    expect(decoded.slice(1)).toEqual(['/c.svg low', '/a.svg low']);
    unmount();
    decoded.length = 0;
    const two = render(<Gallery photos={photos.slice(0, 2)} texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    vi.runOnlyPendingTimers();
    expect(decoded).toEqual(['/a.svg low']);
    two.unmount();
    decoded.length = 0;
    render(<Gallery photos={photos.slice(0, 1)} texts={texts} />);
    vi.runOnlyPendingTimers();
    expect(decoded).toEqual([]);
  });
});
