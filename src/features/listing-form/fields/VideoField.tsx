import { useState } from 'react';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Icon } from '../../../ui/icon/Icon';
import { TextField } from '../../../ui/form/TextField';
import { youtubeEmbed, youtubeId } from '../../../domain/youtube';

/**
 * The YouTube link (§5: an 11-character video id) with a preview facade: nothing is requested from
 * YouTube until the user asks to play it. The input is the form's; `link` is its value now.
 */
export function VideoField({ link, error }: { link: string; error?: string }) {
  const t = useTexts(listingFormTexts).fields;
  const [playing, setPlaying] = useState<string | null>(null);
  const id = youtubeId(link);

  return (
    <div className="video-field">
      <TextField
        id="field-video"
        name="video"
        type="url"
        inputMode="url"
        label={t.video}
        optional
        placeholder="https://www.youtube.com/watch?v="
        hint={t.videoHint}
        error={error}
      />
      {id &&
        (playing === id ? (
          <div className="video-field__frame">
            <iframe src={youtubeEmbed(id)} title={t.videoTitle} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
          </div>
        ) : (
          <button type="button" className="video-field__facade" onClick={() => setPlaying(id)}>
            <span className="video-field__play" aria-hidden="true">
              <Icon name="play" size={28} filled />
            </span>
            <span className="video-field__label">{t.videoPreview}</span>
            <span className="video-field__note">{t.videoPreviewNote}</span>
          </button>
        ))}
    </div>
  );
}
