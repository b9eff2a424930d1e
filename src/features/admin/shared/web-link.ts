import type { TestConfig } from 'yup';

/** An http(s) address with a real host name (a Telegram post, a banner's target). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A yup rule: an empty value passes (leave that to `required`), anything else must be a web link. */
export const webLink = (message: string): TestConfig => ({
  name: 'webLink',
  message,
  test: (value) => typeof value !== 'string' || value === '' || isWebLink(value),
});
