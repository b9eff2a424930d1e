// Reads the build-time environment once and refuses a malformed value.
function apiUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value && !/^https?:\/\/[^\s/]+/.test(value)) {
    throw new Error(`VITE_API_URL must be an http(s) origin, got "${value}"`);
  }
  return value;
}

export const env = {
  /** API origin; empty means the app's own origin (the dev and preview servers proxy to the mock). */
  apiUrl: apiUrl(import.meta.env.VITE_API_URL),
};
