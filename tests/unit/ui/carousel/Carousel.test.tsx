// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselTexts } from '../../../../src/ui/carousel/Carousel';

const texts: CarouselTexts = {
  carousel: 'carrousel',
  slideRole: 'diapositive',
  previous: 'prev',
  next: 'next',
  pause: 'pause',
  play: 'play',
  slide: (index, total, label) => `${index}/${total} ${label}`,
  goTo: (index) => `go ${index}`,
};
const slides = ['a', 'b', 'c'].map((label) => ({ id: label, label, content: <p>{label}</p> }));

let matches: (query: string) => boolean;
// a window `width` px wide, as matchMedia answers a min-width query
const wide = (width: number) => (query: string) => Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width;
beforeEach(() => {
  vi.useFakeTimers();
  matches = wide(1440);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches(query), addEventListener: vi.fn(), removeEventListener: vi.fn() }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const current = () => screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');

describe('Carousel', () => {
  it('is announced as a carousel of labelled slides and turns every 5000 ms', () => {
    render(<Carousel label="banners" slides={slides} texts={texts} />);
    expect(screen.getByRole('region', { name: 'banners' })).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(current()).toHaveAttribute('aria-roledescription', 'diapositive');
    expect(current()).toHaveAccessibleName('1/3 a');
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toHaveAccessibleName('1/3 a');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveAccessibleName('2/3 b');
  });

  it('pauses while hovered, while focused and with the pause button', () => {
    render(<Carousel label="banners" slides={slides} texts={texts} />);
    const region = screen.getByRole('region', { name: 'banners' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(10000));
    expect(current()).toHaveAccessibleName('1/3 a');
    fireEvent.pointerLeave(region);
    fireEvent.focusIn(screen.getByRole('button', { name: 'next' }));
    act(() => vi.advanceTimersByTime(10000));
    expect(current()).toHaveAccessibleName('1/3 a');
    fireEvent.focusOut(screen.getByRole('button', { name: 'next' }), { relatedTarget: document.body });
    fireEvent.click(screen.getByRole('button', { name: 'pause' }));
    act(() => vi.advanceTimersByTime(10000));
    expect(current()).toHaveAccessibleName('1/3 a');
    expect(screen.getByRole('button', { name: 'play' })).toBeInTheDocument();
  });

  it('does not turn by itself for prefers-reduced-motion', () => {
    matches = (query) => wide(1440)(query) || query.includes('reduce');
    render(<Carousel label="banners" slides={slides} texts={texts} />);
    act(() => vi.advanceTimersByTime(10000));
    expect(current()).toHaveAccessibleName('1/3 a');
  });

  it('has arrows from 992 px and dots below', () => {
    matches = wide(992);
    const { unmount } = render(<Carousel label="banners" slides={slides} texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'prev' }));
    expect(current()).toHaveAccessibleName('3/3 c');
    expect(screen.queryByRole('button', { name: 'go 1' })).toBeNull();
    unmount();
    matches = wide(991);
    render(<Carousel label="banners" slides={slides} texts={texts} />);
    expect(screen.queryByRole('button', { name: 'next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'go 3' }));
    expect(current()).toHaveAccessibleName('3/3 c');
  });
});
