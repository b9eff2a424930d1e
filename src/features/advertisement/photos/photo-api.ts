// Uploading and deleting the listing form's photos (§7): a new listing's photos go to
// /client-api/image; a saved listing's go straight onto it with /client-api/announcement/image
// and its role (main photo or gallery).
import { api } from '../../../api/client';
import { toFormData } from '../../../api/form-data';
import { handles } from '../../../api/middleware/errors';
import { fetchWithUploadProgress, type ProgressListener } from '../../../api/upload-progress';

/** Whose photos: a listing being created, or a saved listing being edited. */
export type PhotoOwner = { listingId: number } | null;

export type UploadResult = { path: string } | { refused: string } | { failed: true };

export async function uploadPhoto(file: Blob, owner: PhotoOwner, role: 'main' | 'flat', onProgress: ProgressListener): Promise<UploadResult> {
  const options = { bodySerializer: toFormData, fetch: fetchWithUploadProgress(onProgress), middleware: [handles(422)] };
  const { data, error } = owner
    ? await api.POST('/client-api/announcement/image', { ...options, body: { image: file, id: owner.listingId, role } })
    : await api.POST('/client-api/image', { ...options, body: { image: file } });
  if (data) return { path: data.result.path };
  // a 422 text says why the server refused the file; other failures were already announced
  if (error && 'result' in error && typeof error.result === 'string') return { refused: error.result };
  return { failed: true };
}

export async function deletePhoto(path: string, owner: PhotoOwner): Promise<boolean> {
  const { data } = owner
    ? await api.POST('/client-api/announcement/image/delete', { body: { path, id: owner.listingId } })
    : await api.POST('/client-api/image/delete', { body: { old_path: path } });
  return data !== undefined;
}
