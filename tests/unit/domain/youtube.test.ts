import { describe, expect, it } from 'vitest';
import { findYoutubeId, youtubeEmbed, youtubeId } from '../../../src/domain/youtube';

describe('YouTube links (§5: an 11-character video id)', () => {
  it('finds the id in the usual link forms', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
    expect(youtubeId('youtube.com/watch?v=jNQXAC9IVRw&t=42')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://youtu.be/jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://m.youtube.com/watch?v=a_b-C1d2E3f')).toBe('a_b-C1d2E3f');
  });

  it('takes the links the YouTube app shares: a short, and the id after other parameters', () => {
    expect(youtubeId('https://youtube.com/shorts/jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://www.youtube.com/shorts/jNQXAC9IVRw?feature=share')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://youtube.com/watch?feature=share&v=jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://youtube.com/watch?feature=share&si=x&v=jNQXAC9IVRw&t=3')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://youtube.com/watch?xv=jNQXAC9IVRw')).toBeNull();
  });

  it('refuses anything else', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=jNQXAC9IVRwXX')).toBeNull();
    expect(youtubeId('https://vimeo.com/76979871')).toBeNull();
    expect(youtubeId('javascript:alert(1)')).toBeNull();
  });

  it('plays from the privacy-enhanced host', () => {
    expect(youtubeEmbed('jNQXAC9IVRw')).toBe('https://www.youtube-nocookie.com/embed/jNQXAC9IVRw?autoplay=1');
  });
});

describe('findYoutubeId: a saved listing’s link, read leniently', () => {
  it('finds the 11-character id in the usual link shapes', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(findYoutubeId(url)).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses anything else', () => {
    for (const url of [null, '', 'https://vimeo.com/123', 'https://youtu.be/short', 'https://www.youtube.com/watch?v=dQw4w9WgXcQX']) {
      expect(findYoutubeId(url)).toBeNull();
    }
  });
});
