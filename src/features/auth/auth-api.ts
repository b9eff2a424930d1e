// The §7 auth calls. Sign-in and password reset run against `/api` or, from the admin login,
// against `/api/admin` (§6); both prefixes share one contract, so each call picks its path here.
import { api } from '../../api/client';
import { toFormData } from '../../api/form-data';
import { handles } from '../../api/middleware/errors';
import type { components } from '../../api/schema.gen';
import type { AuthScope } from '../../state/auth-flow';

type Bodies = components['requestBodies'];
type LoginBody = Bodies['Login']['content']['multipart/form-data'];
type RegisterBody = Bodies['Register']['content']['multipart/form-data'];
type ResetCodeBody = Bodies['GenerateResetCode']['content']['application/json'];
type CheckCodeBody = Bodies['CheckCode']['content']['application/json'];
type ResetPasswordBody = Bodies['ResetPassword']['content']['application/json'];

/** 422: the caller shows 'User blocked' / wrong credentials itself (§8). */
export function login(scope: AuthScope, body: LoginBody) {
  const init = { body, bodySerializer: toFormData, middleware: [handles(422)] };
  return scope === 'admin' ? api.POST('/api/admin/login', init) : api.POST('/api/login', init);
}

/** 422 (phone taken, too many requests): the central handler shows the text. */
export function sendRegisterCode(body: Bodies['GenerateRegisterCode']['content']['application/json']) {
  return api.POST('/api/generate-user-code-register', { body });
}

/** 422 (wrong or expired code): the caller shows it on the code field. */
export function checkRegisterCode(body: CheckCodeBody) {
  return api.POST('/api/check-user-code-register', { body, middleware: [handles(422)] });
}

/** 422: a text goes on the code field, errors by field back to the register form. */
export function register(body: RegisterBody) {
  return api.POST('/api/register', { body, bodySerializer: toFormData, middleware: [handles(422)] });
}

/** 422 (no such account): the central handler shows `result` (§8). */
export function sendResetCode(scope: AuthScope, body: ResetCodeBody) {
  return scope === 'admin'
    ? api.POST('/api/admin/generate-user-code-reset-password', { body })
    : api.POST('/api/generate-user-code-reset-password', { body });
}

export function checkResetCode(scope: AuthScope, body: CheckCodeBody) {
  const init = { body, middleware: [handles(422)] };
  return scope === 'admin'
    ? api.POST('/api/admin/check-user-code-reset-password', init)
    : api.POST('/api/check-user-code-reset-password', init);
}

export function resetPassword(scope: AuthScope, body: ResetPasswordBody) {
  const init = { body, middleware: [handles(422)] };
  return scope === 'admin' ? api.POST('/api/admin/reset-password', init) : api.POST('/api/reset-password', init);
}
