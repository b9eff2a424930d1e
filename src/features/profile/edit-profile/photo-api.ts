// The profile photo (designed on §7's image calls): upload, point the profile at it, then drop the
// old file, so the server never keeps a photo nobody uses.
import { api } from '../../../api/client';
import { toFormData } from '../../../api/form-data';
import { profileKa } from '../../../i18n/profile.ka';
import { notify } from '../../../state/notifications';
import { setUser } from '../../../state/session';

async function deleteImage(path: string): Promise<void> {
  await api.POST('/client-api/image/delete', { body: { old_path: path } });
}

/** Points the profile at `image` (a path or null) and deletes `old`; false when the profile kept its photo. */
async function switchPhoto(image: string | null, old: string | null): Promise<boolean> {
  const { data } = await api.POST('/client-api/profile/update', { body: { image } });
  if (!data) return false;
  setUser(data.result);
  if (old && old !== image) await deleteImage(old);
  return true;
}

export async function uploadPhoto(file: File, old: string | null): Promise<void> {
  const uploaded = await api.POST('/client-api/image', { body: { image: file }, bodySerializer: toFormData });
  if (!uploaded.data) return;
  const path = uploaded.data.result.path;
  if (await switchPhoto(path, old)) notify('success', profileKa.profile.photoSaved);
  // the profile refused the new file: it would be an orphan
  else await deleteImage(path);
}

export async function removePhoto(old: string): Promise<void> {
  if (await switchPhoto(null, old)) notify('success', profileKa.profile.photoRemoved);
}
