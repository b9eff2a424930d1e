// The "phone or email" part shared by the login and the password-reset forms (login,
// generate-user-code-reset-password): a method switch and the one field it shows.
import { string } from 'yup';
import { normalizePhone } from '../../domain/format';
import type { Rules } from '../../domain/rules';

export type ContactMethod = 'phone' | 'email';

export const contactFields = (r: Rules) => ({
  method: string().oneOf(['phone', 'email'] as const).default('phone'),
  phone: string()
    .default('')
    .when('method', { is: 'phone', then: (field) => field.test(r.required).test(r.validatePhone) }),
  email: string()
    .default('')
    .when('method', { is: 'email', then: (field) => field.test(r.required).test(r.email) }),
});

interface ContactValues {
  method: ContactMethod;
  phone: string;
  email: string;
}

/** The chosen contact as the API wants it: `{ phone: '+995…' }` or `{ email }`. */
export function contactOf({ method, phone, email: address }: ContactValues): { phone: string } | { email: string } {
  return method === 'phone' ? { phone: normalizePhone(phone) ?? phone } : { email: address };
}
