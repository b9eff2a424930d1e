import { VideoField } from '../fields/VideoField';
import type { PhotoOwner } from '../photos/photo-api';
import { PhotoManager } from '../photos/PhotoManager';
import type { StepProps } from './step-props';

/** Step 4: the main photo, the gallery and the YouTube video. */
export function StepMedia({ form, initial, owner, signedIn }: StepProps & { owner: PhotoOwner; signedIn: boolean }) {
  return (
    <div className="listing-form__stack">
      <PhotoManager initial={initial.photos} owner={owner} signedIn={signedIn} error={form.error('photos')} />
      <VideoField initial={initial.video} error={form.error('video')} />
    </div>
  );
}
