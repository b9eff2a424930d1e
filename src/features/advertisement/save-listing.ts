// Saving the listing form (§7): POST /client-api/announcement creates, /announcement/update saves
// an edit; both as form data. A 422 with errors by field goes back to the form, a 422 text is shown.
import { api } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { handles } from '../../api/middleware/errors';
import { notify } from '../../state/notifications';
import { toAnnouncementForm, type ListingValues } from './listing-values';

export type SaveResult = { id: number } | { fieldErrors: Record<string, string[]> } | { failed: true };

// the server names the two photo fields; the form has one photo manager for both
const FORM_FIELD: Record<string, string> = { main_photo: 'photos', flat_photos: 'photos' };

/** Server field errors keyed by the form's own field names. */
export function toFormErrors(result: Record<string, string[]>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(result)) {
    const name = FORM_FIELD[field] ?? field;
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return errors;
}

export async function saveListing(values: ListingValues, listingId: number | null): Promise<SaveResult> {
  const body = toAnnouncementForm(values);
  const options = { bodySerializer: toFormData, middleware: [handles(422)] };
  const { data, error, response } =
    listingId === null
      ? await api.POST('/client-api/announcement', { ...options, body })
      : await api.POST('/client-api/announcement/update', { ...options, body: { ...body, id: listingId } });
  if (data) return { id: data.result.id };
  // other statuses were already announced by the errors middleware
  if (response.status === 422 && error && 'result' in error) {
    if (typeof error.result === 'string') notify('error', error.result);
    else return { fieldErrors: toFormErrors(error.result) };
  }
  return { failed: true };
}
