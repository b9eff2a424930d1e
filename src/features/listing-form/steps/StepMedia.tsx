import type { PhotoOwner } from '../api/photos';
import { VideoField } from '../fields/VideoField';
import { parsePhotos } from '../listing-values';
import { PhotoManager } from '../photos/PhotoManager';
import type { Uploads } from '../photos/uploads';
import type { StepProps } from './step-props';

/** Step 4: the main photo, the gallery and the YouTube video. */
export function StepMedia({ form, values, owner, signedIn, uploads }: StepProps & { owner: PhotoOwner; signedIn: boolean; uploads: Uploads }) {
  // uploads finish later: they read the list as it is then, not as it was when they started
  const list = {
    read: () => parsePhotos(form.values().photos),
    write: (photos: readonly unknown[]) => form.setValue('photos', JSON.stringify(photos)),
  };
  return (
    <div className="listing-form__stack">
      <PhotoManager photos={values.photos} list={list} owner={owner} signedIn={signedIn} uploads={uploads} error={form.error('photos')} />
      <VideoField link={values.video} error={form.error('video')} />
    </div>
  );
}
