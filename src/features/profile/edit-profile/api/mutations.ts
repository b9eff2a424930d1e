// The edit-profile writes (designed on §7's calls). Each answer of a profile update is the user
// itself: it becomes the cached user, so the header and every screen follow without a re-read.
import { useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../../api/form-data';
import { $api } from '../../../../api/queries';
import { refusal } from '../../../../api/refusal';
import { userQuery } from '../../../../api/user';

export interface Details {
  name: string;
  surname: string;
  email: string | null;
  /** only when it changes, with the code sent to it */
  phone?: string;
}

/** A profile update whose answer, the user as saved, replaces the cached user. */
function useProfileUpdate(meta?: { ownRefusal: boolean }) {
  const client = useQueryClient();
  return $api.useMutation('post', '/client-api/profile/update', {
    meta,
    onSuccess: (data) => client.setQueryData(userQuery().queryKey, { result: data.result }),
  });
}

/** Saving the details (and a new phone with its code); the form shows a refusal on its fields. */
export function useSaveDetails() {
  const update = useProfileUpdate({ ownRefusal: true });
  return (details: Details, code?: string) => update.mutateAsync({ body: { ...details, ...(code ? { code } : {}) } });
}

/** The SMS code to a new phone number; the caller shows a refusal. */
export function useSendPhoneCode() {
  const send = $api.useMutation('post', '/client-api/profile/phone-code', { meta: { ownRefusal: true } });
  return (phone: string) => send.mutateAsync({ body: { phone } });
}

export function useChangePassword() {
  return $api.useMutation('post', '/client-api/change-password', { meta: { ownRefusal: true } });
}

/** Whether a refusal of the save is about the code, i.e. belongs in the verification dialog. */
export function concernsCode(error: unknown): boolean {
  const answer = refusal(error);
  return 'fields' in answer && Boolean(answer.fields.code);
}

/**
 * The profile photo: upload, point the profile at it, then drop the old file, so the server never
 * keeps a photo nobody uses. Each call answers whether the profile took the change.
 */
export function usePhotoChange() {
  const upload = $api.useMutation('post', '/client-api/image');
  const update = useProfileUpdate();
  const drop = $api.useMutation('post', '/client-api/image/delete');

  async function switchTo(image: string | null, old: string | null): Promise<void> {
    await update.mutateAsync({ body: { image } });
    if (old && old !== image) await drop.mutateAsync({ body: { old_path: old } });
  }

  async function replace(file: File, old: string | null): Promise<void> {
    const { result } = await upload.mutateAsync({ body: { image: file }, bodySerializer: toFormData });
    try {
      await switchTo(result.path, old);
    } catch (error) {
      // the profile refused the new file: it would be an orphan
      await drop.mutateAsync({ body: { old_path: result.path } });
      throw error;
    }
  }

  return { replace, remove: (old: string) => switchTo(null, old) };
}
