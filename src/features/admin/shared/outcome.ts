// What a failed call means for the form that sent it: errors by field go under the fields; a text
// (403, 422 with a message, 500, network) has already been shown by the central error handling.
export type FieldErrors = Record<string, readonly string[] | undefined>;

export type Outcome = { ok: true } | { ok: false; fields?: FieldErrors };

export const done: Outcome = { ok: true };

export function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
  );
}

/** The outcome of an openapi-fetch `{ error }`: field errors of a 422 `{ result: { field: [...] } }`, or just a failure. */
export function failed(error: unknown): Outcome {
  const result = typeof error === 'object' && error !== null && 'result' in error ? error.result : undefined;
  return isFieldErrors(result) ? { ok: false, fields: result } : { ok: false };
}

/** Field errors keyed as the server nests them (`tariffs.0.price`) renamed to the form's fields (`price`). */
export function renameFields(fields: FieldErrors, rename: (key: string) => string): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([key, list]) => [rename(key), list]));
}
