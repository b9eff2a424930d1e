import { object, string } from 'yup';
import { email, maxLength, required, sameAs, validatePassword, validatePhone } from '../../domain/rules';

const text = () => string().default('');

export const registerSchema = object({
  name: text().test(required).test(maxLength()),
  surname: text().test(required).test(maxLength()),
  phone: text().test(required).test(validatePhone),
  email: text().test(email).test(maxLength()),
  password: text().test(required).test(validatePassword),
  password_confirmation: text().test(required).test(sameAs('password')),
});

/** The new password of a reset: the same two fields as registration. */
export const newPasswordSchema = registerSchema.pick(['password', 'password_confirmation']);
