import { describe, expect, it } from 'vitest';
import { youtubeEmbed, youtubeId } from '../../../../src/features/advertisement/youtube';

describe('YouTube links (§5: an 11-character video id)', () => {
  it('finds the id in the usual link forms', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
    expect(youtubeId('youtube.com/watch?v=jNQXAC9IVRw&t=42')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://youtu.be/jNQXAC9IVRw')).toBe('jNQXAC9IVRw');
    expect(youtubeId('https://m.youtube.com/watch?v=a_b-C1d2E3f')).toBe('a_b-C1d2E3f');
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
