import * as env from './env';

/**
 * Whether a payment link from the API may receive the browser: an https page of one of the
 * bank origins this build allows. Anything else (another site, plain http, javascript:) is refused.
 */
export function isPaymentUrl(url: string, origins: readonly string[] = env.paymentOrigins): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, origin } = new URL(url);
  return protocol === 'https:' && origins.includes(origin);
}
