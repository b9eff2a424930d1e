import type { User } from '../../state/session';

/** What the header shows of the signed-in user (plain fields, so a valtio snapshot fits). */
export type HeaderUser = Pick<User, 'name' | 'surname' | 'image' | 'role' | 'balance' | 'unread_messages'>;
