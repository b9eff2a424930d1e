// The access token lives only in localStorage under `access-token` (§4, §9).
const KEY = 'access-token';

export const TOKEN_KEY = KEY;

export function readToken(): string | null {
  // a server render has no visitor's storage: it renders every page signed out
  if (typeof window === 'undefined') return null;
  return localStorage.getItem(KEY);
}

export function writeToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}
