// The access token lives in localStorage under `access-token` (§4, §9); a server render has no
// visitor's storage, and renders every page signed out.
import { readStored, writeStored } from '../state/storage';

export const TOKEN_KEY = 'access-token';

export const readToken = (): string | null => readStored(TOKEN_KEY);

/** Keeps the token; false when the browser blocks storage, and it lasts as long as the page. */
export const writeToken = (token: string): boolean => writeStored(TOKEN_KEY, token);

export const clearToken = (): void => void writeStored(TOKEN_KEY, null);
