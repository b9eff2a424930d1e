// The auth calls as mutations. Sign-in and password reset run against `/api` or, from the admin
// login, against `/api/admin`; both prefixes share one contract, so each hook holds both and the
// returned function picks by scope. Every form here shows its own refusals (a 429 as a countdown).
import { toFormData } from '../../../api/form-data';
import { $api } from '../../../api/queries';
import type { components } from '../../../api/schema.gen';
import type { AuthScope } from '../../../state/auth-flow';
import type { SocialProvider } from '../social-state';

type Bodies = components['requestBodies'];
type LoginBody = Bodies['Login']['content']['multipart/form-data'];
type RegisterBody = Bodies['Register']['content']['multipart/form-data'];
type RegisterCodeBody = Bodies['GenerateRegisterCode']['content']['application/json'];
type ResetCodeBody = Bodies['GenerateResetCode']['content']['application/json'];
type CheckCodeBody = Bodies['CheckCode']['content']['application/json'];
type ResetPasswordBody = Bodies['ResetPassword']['content']['application/json'];

const own = { meta: { ownRefusal: true } };

export function useLogin() {
  const site = $api.useMutation('post', '/api/login', own);
  const admin = $api.useMutation('post', '/api/admin/login', own);
  return (scope: AuthScope, body: LoginBody) =>
    (scope === 'admin' ? admin : site).mutateAsync({ body, bodySerializer: toFormData });
}

export function useSendRegisterCode() {
  const send = $api.useMutation('post', '/api/generate-user-code-register', own);
  return (body: RegisterCodeBody) => send.mutateAsync({ body });
}

export function useCheckRegisterCode() {
  const check = $api.useMutation('post', '/api/check-user-code-register', own);
  return (body: CheckCodeBody) => check.mutateAsync({ body });
}

export function useRegister() {
  const register = $api.useMutation('post', '/api/register', own);
  return (body: RegisterBody) => register.mutateAsync({ body, bodySerializer: toFormData });
}

export function useSendResetCode() {
  const site = $api.useMutation('post', '/api/generate-user-code-reset-password', own);
  const admin = $api.useMutation('post', '/api/admin/generate-user-code-reset-password', own);
  return (scope: AuthScope, body: ResetCodeBody) => (scope === 'admin' ? admin : site).mutateAsync({ body });
}

export function useCheckResetCode() {
  const site = $api.useMutation('post', '/api/check-user-code-reset-password', own);
  const admin = $api.useMutation('post', '/api/admin/check-user-code-reset-password', own);
  return (scope: AuthScope, body: CheckCodeBody) => (scope === 'admin' ? admin : site).mutateAsync({ body });
}

export function useResetPassword() {
  const site = $api.useMutation('post', '/api/reset-password', own);
  const admin = $api.useMutation('post', '/api/admin/reset-password', own);
  return (scope: AuthScope, body: ResetPasswordBody) => (scope === 'admin' ? admin : site).mutateAsync({ body });
}

/**
 * Asks the start of a social sign-in before the tab goes there: its 302 (on to the provider) is
 * not followed, so a refusal (429, 500) stays an answer for the login page to show, not a page
 * of JSON the tab is left on. The redirect comes back opaque (status 0, no body): the client
 * gives it no error, and the start resolves.
 */
export function useCheckSocialStart() {
  const check = $api.useMutation('get', '/api/social/{provider}/redirect', own);
  return (provider: SocialProvider, state: string) =>
    check.mutateAsync({ params: { path: { provider }, query: { state } }, redirect: 'manual' });
}
