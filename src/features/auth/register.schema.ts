import { object, string } from 'yup';
import type { Rules } from '../../domain/rules';

const text = () => string().default('');

export const registerSchema = (r: Rules) =>
  object({
    name: text().test(r.required).test(r.maxLength()),
    surname: text().test(r.required).test(r.maxLength()),
    phone: text().test(r.required).test(r.validatePhone),
    email: text().test(r.email).test(r.maxLength()),
    password: text().test(r.required).test(r.validatePassword),
    password_confirmation: text().test(r.required).test(r.sameAs('password')),
  });

/** The new password of a reset: the same two fields as registration. */
export const newPasswordSchema = (r: Rules) => registerSchema(r).pick(['password', 'password_confirmation']);
