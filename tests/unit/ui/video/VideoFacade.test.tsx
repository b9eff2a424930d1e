// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoFacade } from '../../../../src/ui/video/VideoFacade';

const texts = { play: 'Play video', note: 'The video loads from YouTube once you play it.', frame: 'Listing video' };

describe('VideoFacade', () => {
  it('asks YouTube for nothing until its button is pressed, then plays the video in a titled frame', () => {
    const { container } = render(<VideoFacade id="dQw4w9WgXcQ" texts={texts} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: /Play video/ })).toHaveTextContent(texts.note);
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTitle('Listing video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('shows a new video behind its button again (a link changed in the form)', () => {
    const { rerender } = render(<VideoFacade id="dQw4w9WgXcQ" texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: /Play video/ }));
    rerender(<VideoFacade id="jNQXAC9IVRw" texts={texts} />);
    expect(screen.queryByTitle('Listing video')).toBeNull();
    expect(screen.getByRole('button', { name: /Play video/ })).toBeInTheDocument();
  });
});
