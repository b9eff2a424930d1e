// The yup schemas of the edit-profile screen, from the §5 rules (the first failing rule speaks).
import { object, string } from 'yup';
import { email, maxLength, required, sameAs, validatePassword, validatePhone, wrongFormatError } from '../../../domain/rules';

export const detailsSchema = object({
  name: string().default('').test(required).test(maxLength()),
  surname: string().default('').test(required).test(maxLength()),
  email: string().default('').test(email).test(maxLength()),
  phone: string().default('').test(required).test(validatePhone),
});

export const codeSchema = object({
  code: string().default('').test(required).test(wrongFormatError(/^\d{4}$/)),
});

export const passwordSchema = object({
  old_password: string().default('').test(required),
  password: string().default('').test(required).test(validatePassword),
  password_confirmation: string().default('').test(required).test(sameAs('password')),
});
