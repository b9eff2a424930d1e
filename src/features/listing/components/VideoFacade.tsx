import { useState } from 'react';
import { youtubeEmbed } from '../../../domain/youtube';
import { listingTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';

/**
 * The listing's YouTube video behind a click: nothing is loaded from YouTube until the visitor
 * asks for it (privacy, and no third-party weight on the page).
 */
export function VideoFacade({ id }: { id: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useTexts(listingTexts).video;
  return (
    <div className="listing-video">
      {playing ? (
        <iframe
          className="listing-video__frame"
          src={youtubeEmbed(id)}
          title={t.frame}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <button type="button" className="listing-video__facade" onClick={() => setPlaying(true)}>
          <span className="listing-video__play">
            <Icon name="play" size={32} filled />
          </span>
          <span className="listing-video__label">{t.play}</span>
          <span className="listing-video__note">{t.note}</span>
        </button>
      )}
    </div>
  );
}
