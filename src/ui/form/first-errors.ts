// Runs a yup schema over a form's values and keeps, per field, the message of the FIRST rule that
// fails (§5). @felte/validator-yup keeps the last one, hence this small replacement.
import { ValidationError, type AnyObjectSchema } from 'yup';

/** Field name -> message. A nested path (`rooms[0].size`) is reported on its top-level field. */
export type FieldMessages = Record<string, string>;

export function topField(path: string): string {
  return path.split(/[.[]/)[0] ?? path;
}

export async function firstErrors(schema: AnyObjectSchema, values: unknown): Promise<FieldMessages> {
  try {
    // not strict: the schema's transforms (e.g. a phone normalised) run before its rules
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const first: FieldMessages = {};
    // yup reports a field's failures in the order its rules were chained
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = topField(issue.path ?? '');
      if (!(field in first)) first[field] = issue.message;
    }
    return first;
  }
}
