// Helpers shared by the auth-*.spec.ts journeys.
import type { Page, Request } from '@playwright/test';

/** The fields of a multipart/form-data request (the §7 form-data calls). */
export function formFields(request: Request): Record<string, string> {
  const body = request.postData() ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) fields[name] = value;
  }
  return fields;
}

/** The token of the contract's `signedIn` example. */
export const ISSUED_TOKEN = '7|Xq2bH0c9Lk4mT8pV1sR6wY3zA5dF7gJ9';

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access-token'));

/** The password input (its toggle button's name also contains the word). */
export const passwordInput = (page: Page, label = 'პაროლი') => page.getByLabel(label, { exact: true });

/** The §5 messages as the app shows them. */
export { validationKa as MESSAGES } from '../../src/i18n/validation.ka';
