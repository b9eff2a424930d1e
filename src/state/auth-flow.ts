// The auth flows that span several screens. Nothing secret rests in the browser: who registers
// (name, phone, email) waits in sessionStorage for the code step, and whom a reset code went to
// likewise, each for FLOW_TTL_MS; the typed password and the checked reset code live in memory
// only, so a reload asks for the password again. Success, a refusal, expiry and sign-out clear them.
import type { components } from '../api/schema.gen';
import { readStored, writeStored } from './storage';

/** Which API the flow talks to: `/api` or the admin console's `/api/admin`. */
export type AuthScope = 'user' | 'admin';

type RegisterBody = components['requestBodies']['Register']['content']['multipart/form-data'];

/** Who registers: everything of the register call but the secrets and the code. */
export type RegistrationContact = Omit<RegisterBody, 'code' | 'password' | 'password_confirmation'>;

export type NewPassword = Pick<RegisterBody, 'password' | 'password_confirmation'>;

/** A refusal by field as the server sent it: its messages and each field's code, worded where it shows. */
export interface FieldRefusal {
  result: Record<string, string[]>;
  codes: Record<string, string>;
}

export interface PendingRegistration {
  data: RegistrationContact;
  /** when the last code was sent (ms), for the resend countdown */
  codeSentAt: number;
  /** the final register call's 422 by field, shown on the register form in the page's language */
  refused?: FieldRefusal;
}

export interface PendingReset {
  scope: AuthScope;
  /** the phone (+995…) or the email the code was sent to */
  phone?: string;
  email?: string;
  codeSentAt: number;
  /** set once check-user-code-reset-password accepted it (held in memory only) */
  code?: string;
}

/** How long an unfinished flow is kept: a code is long expired by then. */
export const FLOW_TTL_MS = 15 * 60 * 1000;

const REGISTRATION_KEY = 'pending-registration';
const RESET_KEY = 'pending-reset';

type Json = Record<string, unknown>;

// what only this tab's memory holds, with the flow's expiry
let password: { value: NewPassword; until: number } | null = null;
let resetCode: { value: string; until: number } | null = null;

function read(key: string, now: number): Json | null {
  try {
    const value: unknown = JSON.parse(readStored(key, 'sessionStorage') ?? 'null');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const stored: Json = { ...value };
    if (typeof stored.expiresAt !== 'number' || stored.expiresAt <= now) return null;
    return stored;
  } catch {
    return null;
  }
}

function write(key: string, value: Json): void {
  writeStored(key, JSON.stringify({ ...value, expiresAt: Date.now() + FLOW_TTL_MS }), 'sessionStorage');
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

/** The refusal by field an error answer (or what was kept of one) holds, if it holds one. */
export function fieldRefusal(value: unknown): FieldRefusal | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const result = fieldErrors(Reflect.get(value, 'result'));
  if (!result) return undefined;
  const codes: unknown = Reflect.get(value, 'codes');
  const named = typeof codes === 'object' && codes !== null ? Object.entries(codes).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
  return { result, codes: Object.fromEntries(named) };
}

export function readRegistration(now = Date.now()): PendingRegistration | null {
  const stored = read(REGISTRATION_KEY, now);
  const data = stored && typeof stored.data === 'object' && stored.data !== null ? { ...stored.data } : null;
  if (!stored || !data) {
    clearRegistration();
    return null;
  }
  const name = 'name' in data ? text(data.name) : undefined;
  const surname = 'surname' in data ? text(data.surname) : undefined;
  const phone = 'phone' in data ? text(data.phone) : undefined;
  if (name === undefined || surname === undefined || phone === undefined) return null;
  const email = 'email' in data ? text(data.email) : undefined;
  return {
    data: { name, surname, phone, ...(email ? { email } : {}) },
    codeSentAt: time(stored.codeSentAt),
    refused: fieldRefusal(stored.refused),
  };
}

export function saveRegistration({ data, codeSentAt, refused }: PendingRegistration): void {
  // only the contact fields: a password passed in by mistake is not written
  const { name, surname, phone, email } = data;
  write(REGISTRATION_KEY, { data: { name, surname, phone, ...(email ? { email } : {}) }, codeSentAt, refused });
  if (password) password.until = Date.now() + FLOW_TTL_MS;
}

/** Keeps the typed password for the register call, in this tab's memory only. */
export function holdPassword(value: NewPassword): void {
  password = { value, until: Date.now() + FLOW_TTL_MS };
}

/** The password typed on the register form, while the flow lasts; null after a reload. */
export function heldPassword(now = Date.now()): NewPassword | null {
  if (password && password.until <= now) password = null;
  return password?.value ?? null;
}

export function clearRegistration(): void {
  writeStored(REGISTRATION_KEY, null, 'sessionStorage');
  password = null;
}

export function readReset(now = Date.now()): PendingReset | null {
  const stored = read(RESET_KEY, now);
  const phone = stored ? text(stored.phone) : undefined;
  const email = stored ? text(stored.email) : undefined;
  if (!stored || (!phone && !email)) {
    clearReset();
    return null;
  }
  if (resetCode && resetCode.until <= now) resetCode = null;
  return {
    scope: stored.scope === 'admin' ? 'admin' : 'user',
    ...(phone ? { phone } : { email }),
    codeSentAt: time(stored.codeSentAt),
    ...(resetCode ? { code: resetCode.value } : {}),
  };
}

export function saveReset({ code, ...pending }: PendingReset): void {
  write(RESET_KEY, { ...pending });
  resetCode = code ? { value: code, until: Date.now() + FLOW_TTL_MS } : null;
}

export function clearReset(): void {
  writeStored(RESET_KEY, null, 'sessionStorage');
  resetCode = null;
}

/** Sign-out forgets every unfinished flow. */
export function clearAuthFlows(): void {
  clearRegistration();
  clearReset();
}
