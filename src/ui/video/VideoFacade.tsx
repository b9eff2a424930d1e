import { useState } from 'react';
import { youtubeEmbed } from '../../domain/youtube';
import { Icon } from '../icon/Icon';
import './video.css';

export interface VideoTexts {
  /** The button's label. */
  play: string;
  /** Under it: that the video comes from YouTube, and when. */
  note: string;
  /** The player's title, for screen readers. */
  frame: string;
}

/**
 * A YouTube video behind a click: nothing is requested from YouTube until the visitor asks for it
 * (privacy, and no third-party weight on the page). A new `id` shows its own button first.
 */
export function VideoFacade({ id, texts }: { id: string; texts: VideoTexts }) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <div className="video">
      {playing === id ? (
        <iframe className="video__frame" src={youtubeEmbed(id)} title={texts.frame} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
      ) : (
        <button type="button" className="video__facade" onClick={() => setPlaying(id)}>
          <span className="video__play" aria-hidden="true">
            <Icon name="play" size={32} filled />
          </span>
          <span className="video__label">{texts.play}</span>
          <span className="video__note">{texts.note}</span>
        </button>
      )}
    </div>
  );
}
