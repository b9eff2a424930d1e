// Saving the listing form (§7): POST /client-api/announcement creates, /announcement/update saves
// an edit; both as form data. A refusal is the form's to show (on its fields or as a text).
import { useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../api/form-data';
import { allMyListingsKey, ownListingQuery } from '../../../api/my-listings';
import { $api } from '../../../api/queries';
import type { FieldErrors } from '../../../api/refusal';
import { useOptions } from '../../../domain/options';
import { toAnnouncementForm, type ListingValues } from '../listing-values';

// the server names the two photo fields; the form has one photo manager for both
const FORM_FIELD: Record<string, string> = { main_photo: 'photos', flat_photos: 'photos' };

/** Server field errors keyed by the form's own field names. */
export function toFormErrors(fields: FieldErrors): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const name = FORM_FIELD[field] ?? field;
    errors[name] = [...(errors[name] ?? []), ...(messages ?? [])];
  }
  return errors;
}

/** Saves the values as a new listing, or onto `listingId`; resolves to the listing's id. */
export function useSaveListing(): (values: ListingValues, listingId: number | null) => Promise<number> {
  const queryClient = useQueryClient();
  const lists = useOptions();
  const options = {
    meta: { ownRefusal: true },
    // the owner's list and the saved listing now read differently
    onSuccess: ({ result }: { result: { id: number } }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allMyListingsKey() }),
        queryClient.invalidateQueries({ queryKey: ownListingQuery(result.id).queryKey }),
      ]),
  };
  const create = $api.useMutation('post', '/client-api/announcement', options);
  const update = $api.useMutation('post', '/client-api/announcement/update', options);
  return async (values, listingId) => {
    const body = toAnnouncementForm(values, lists);
    const saved =
      listingId === null
        ? await create.mutateAsync({ body, bodySerializer: toFormData })
        : await update.mutateAsync({ body: { ...body, id: listingId }, bodySerializer: toFormData });
    // an edit's listing is the one edited, whatever the answer names
    return listingId ?? saved.result.id;
  };
}
