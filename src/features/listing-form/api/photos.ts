// Uploading and deleting the listing form's photos (§7): a new listing's photos go to
// /client-api/image; a saved listing's go straight onto it with /client-api/announcement/image
// and its role (main photo or gallery). The photo manager shows the refusals itself.
import { toFormData } from '../../../api/form-data';
import { $api } from '../../../api/queries';
import { fetchWithUploadProgress, type ProgressListener } from '../../../api/upload-progress';

/** Whose photos: a listing being created, or a saved listing being edited. */
export type PhotoOwner = { listingId: number } | null;

const own = { meta: { ownRefusal: true } };

export function usePhotoApi(owner: PhotoOwner) {
  const uploadLoose = $api.useMutation('post', '/client-api/image', own);
  const uploadOnto = $api.useMutation('post', '/client-api/announcement/image', own);
  const deleteLoose = $api.useMutation('post', '/client-api/image/delete', own);
  const deleteFrom = $api.useMutation('post', '/client-api/announcement/image/delete', own);

  return {
    /** Uploads a file with its progress; resolves to its server path. */
    async upload(file: Blob, role: 'main' | 'flat', onProgress: ProgressListener): Promise<string> {
      const transport = { bodySerializer: toFormData, fetch: fetchWithUploadProgress(onProgress) };
      const uploaded = owner
        ? await uploadOnto.mutateAsync({ ...transport, body: { image: file, id: owner.listingId, role } })
        : await uploadLoose.mutateAsync({ ...transport, body: { image: file } });
      return uploaded.result.path;
    },
    async remove(path: string): Promise<void> {
      if (owner) await deleteFrom.mutateAsync({ body: { path, id: owner.listingId } });
      else await deleteLoose.mutateAsync({ body: { old_path: path } });
    },
  };
}
