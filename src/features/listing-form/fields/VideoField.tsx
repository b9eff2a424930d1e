import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { TextField } from '../../../ui/form/TextField';
import { VideoFacade } from '../../../ui/video/VideoFacade';
import { youtubeId } from '../../../domain/youtube';

/**
 * The YouTube link (§5: an 11-character video id) with a preview facade: nothing is requested from
 * YouTube until the user asks to play it. The input is the form's; `link` is its value now.
 */
export function VideoField({ link, error }: { link: string; error?: string }) {
  const t = useTexts(listingFormTexts).fields;
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
      {id && (
        <div className="video-field__preview">
          <VideoFacade id={id} texts={{ play: t.videoPreview, note: t.videoPreviewNote, frame: t.videoTitle }} />
        </div>
      )}
    </div>
  );
}
