import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
type Result = Schemas['Unprocessable']['result'];

/** The `result` of a 422 answer (§8): a text to show, or errors by field; undefined otherwise. */
export function refusal(error: Schemas['Unprocessable'] | Schemas['ErrorMessage'] | undefined): Result | undefined {
  return error && 'result' in error ? error.result : undefined;
}

/** One message for a refusal: the text, or the first message of the first field. */
export function refusalText(result: Result | undefined): string | null {
  if (result === undefined) return null;
  if (typeof result === 'string') return result;
  return Object.values(result).flat()[0] ?? null;
}
