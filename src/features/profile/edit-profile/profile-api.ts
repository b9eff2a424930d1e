// Saving the profile details (designed calls); the callers show a 422 on their form themselves.
import { api } from '../../../api/client';
import { handles } from '../../../api/middleware/errors';
import type { components } from '../../../api/schema.gen';
import { profileKa } from '../../../i18n/profile.ka';
import { notify } from '../../../state/notifications';
import { setUser } from '../../../state/session';

type FieldErrors = components['schemas']['FieldErrors'];

export interface Details {
  name: string;
  surname: string;
  email: string | null;
  /** only when it changes, with the code sent to it */
  phone?: string;
}

export function sendPhoneCode(phone: string) {
  return api.POST('/client-api/profile/phone-code', { body: { phone }, middleware: [handles(422)] });
}

export async function saveDetails(details: Details, code?: string) {
  const answer = await api.POST('/client-api/profile/update', {
    body: { ...details, ...(code ? { code } : {}) },
    middleware: [handles(422)],
  });
  if (answer.data) {
    setUser(answer.data.result);
    notify('success', profileKa.profile.saved);
  }
  return answer;
}

/** Whether a refusal of the save is about the code, i.e. belongs in the verification dialog. */
export function concernsCode(error: { result: string | FieldErrors } | { message: string } | undefined): boolean {
  return Boolean(error && 'result' in error && typeof error.result !== 'string' && error.result.code);
}
