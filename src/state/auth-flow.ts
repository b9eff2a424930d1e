// The auth flows of §4 that span several screens, kept in localStorage so a reload loses nothing:
// a registration waits here until its code is confirmed (§4 "kept in local storage until
// confirmed"); a password reset keeps who asked, when the code went out and the checked code.
// Sign-out clears both (session.ts).
import type { components } from '../api/schema.gen';

/** Which API the flow talks to: `/api` or the admin console's `/api/admin` (§6, §7). */
export type AuthScope = 'user' | 'admin';

export type RegistrationData = Omit<components['requestBodies']['Register']['content']['multipart/form-data'], 'code'>;

export interface PendingRegistration {
  data: RegistrationData;
  /** when the last code was sent (ms), for the resend countdown */
  codeSentAt: number;
  /** 422 errors by field from the final register call, shown on the register form */
  serverErrors?: Record<string, string[]>;
}

export interface PendingReset {
  scope: AuthScope;
  /** the phone (+995…) or the email the code was sent to */
  phone?: string;
  email?: string;
  codeSentAt: number;
  /** set once check-user-code-reset-password accepted it */
  code?: string;
}

const REGISTRATION_KEY = 'pending-registration';
const RESET_KEY = 'pending-reset';

type Json = Record<string, unknown>;

function read(key: string): Json | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const time = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).map(([field, list]): [string, string[]] => [
    field,
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
  ]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function readRegistration(): PendingRegistration | null {
  const stored = read(REGISTRATION_KEY);
  const data = stored && typeof stored.data === 'object' && stored.data !== null ? { ...stored.data } : null;
  if (!stored || !data) return null;
  const name = 'name' in data ? text(data.name) : undefined;
  const surname = 'surname' in data ? text(data.surname) : undefined;
  const phone = 'phone' in data ? text(data.phone) : undefined;
  const password = 'password' in data ? text(data.password) : undefined;
  const confirmation = 'password_confirmation' in data ? text(data.password_confirmation) : undefined;
  if (name === undefined || surname === undefined || phone === undefined || password === undefined || confirmation === undefined) return null;
  const email = 'email' in data ? text(data.email) : undefined;
  return {
    data: { name, surname, phone, password, password_confirmation: confirmation, ...(email ? { email } : {}) },
    codeSentAt: time(stored.codeSentAt),
    serverErrors: fieldErrors(stored.serverErrors),
  };
}

export function saveRegistration(pending: PendingRegistration): void {
  localStorage.setItem(REGISTRATION_KEY, JSON.stringify(pending));
}

export function clearRegistration(): void {
  localStorage.removeItem(REGISTRATION_KEY);
}

export function readReset(): PendingReset | null {
  const stored = read(RESET_KEY);
  if (!stored) return null;
  const phone = text(stored.phone);
  const email = text(stored.email);
  if (!phone && !email) return null;
  return {
    scope: stored.scope === 'admin' ? 'admin' : 'user',
    ...(phone ? { phone } : { email }),
    codeSentAt: time(stored.codeSentAt),
    code: text(stored.code),
  };
}

export function saveReset(pending: PendingReset): void {
  localStorage.setItem(RESET_KEY, JSON.stringify(pending));
}

export function clearReset(): void {
  localStorage.removeItem(RESET_KEY);
}

/** Sign-out forgets every unfinished flow (§4: logout clears the user everywhere). */
export function clearAuthFlows(): void {
  clearRegistration();
  clearReset();
}
