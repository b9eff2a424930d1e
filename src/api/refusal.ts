// The one reader of error answers (§8): a text to show, or messages by field for a form.
import { ka } from '../i18n/ka';
import { NETWORK_ERROR } from './middleware/errors';
import { statusOf } from './queries';

export type FieldErrors = Record<string, readonly string[] | undefined>;

export type Refusal = { status: number; text: string } | { status: number; fields: FieldErrors };

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
  );
}

function fallbackText(status: number): string {
  if (status === NETWORK_ERROR) return ka.errors.network;
  if (status >= 500) return ka.errors.serverText;
  return ka.errors.unknown;
}

/** What an error answer (the thrown body of a query or mutation) says. */
export function refusal(error: unknown): Refusal {
  const status = statusOf(error) ?? NETWORK_ERROR;
  const result = typeof error === 'object' && error !== null && 'result' in error ? error.result : undefined;
  if (typeof result === 'string' && result) return { status, text: result };
  if (isFieldErrors(result) && Object.keys(result).length > 0) return { status, fields: result };
  return { status, text: fallbackText(status) };
}

/** 401, 5xx and network failures are told by the errors middleware; no screen repeats them. */
export const toldCentrally = (answer: Refusal): boolean => answer.status === 401 || answer.status >= 500;

/** One message for a refusal: its text, or the first message of the first field. */
export function refusalText(answer: Refusal): string {
  if ('text' in answer) return answer.text;
  return Object.values(answer.fields).flatMap((list) => list ?? [])[0] ?? ka.errors.unknown;
}

/** Whether the error is the API's 404 for the thing asked for. */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;
