// The yup schemas of the edit-profile screen, from the §5 rules in the page's language (the first
// failing rule speaks).
import { object, string } from 'yup';
import { smsCodeField, type Rules } from '../../../domain/rules';

export const detailsSchema = (r: Rules) =>
  object({
    name: string().default('').test(r.required).test(r.maxLength()),
    surname: string().default('').test(r.required).test(r.maxLength()),
    email: string().default('').test(r.email).test(r.maxLength()),
    phone: string().default('').test(r.required).test(r.validatePhone),
  });

export const codeSchema = (r: Rules) =>
  object({
    code: smsCodeField(r),
  });

export const passwordSchema = (r: Rules) =>
  object({
    old_password: string().default('').test(r.required),
    password: string().default('').test(r.required).test(r.validatePassword),
    password_confirmation: string().default('').test(r.required).test(r.sameAs('password')),
  });
