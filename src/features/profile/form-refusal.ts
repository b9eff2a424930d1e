import type { components } from '../../api/schema.gen';
import { notify } from '../../state/notifications';
import type { FormApi } from '../../ui/form/use-form';

/** The error body of a form's call: a 422 (text or errors by field), or another status's message. */
export type Refusal = { result: string | components['schemas']['FieldErrors'] } | { message: string } | undefined;

/**
 * A refused form (§5, §8): errors by field go onto the fields, where they stay until the field
 * changes; a text, or an error for a field the form does not have, becomes a notification.
 * Other statuses were already reported by the errors middleware.
 */
export function showRefusal(form: FormApi, error: Refusal): void {
  if (!error || !('result' in error)) return;
  const messages = typeof error.result === 'string' ? [error.result] : form.setServerErrors(error.result);
  for (const message of messages) notify('error', message);
}
