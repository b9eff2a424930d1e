// Who may open what, in one place: the guards, the header and the console menu all ask here.
// Roles: 1 administrator, 2 moderator, 3 user; any other number opens nothing of the console.

/** The parts of the admin console a role may or may not open. */
export type Section = 'admin' | 'finance' | 'banners' | 'settings';

const openTo: Record<Section, readonly number[]> = {
  admin: [1, 2],
  // money and the main page's carousel are the administrator's alone
  finance: [1],
  banners: [1],
  // districts are everyday moderation work; the server refuses (403) what a role may not change
  settings: [1, 2],
};

export function canOpen(role: number, section: Section): boolean {
  return openTo[section].includes(role);
}

/** Who may give a user another role: the administrator alone (the server refuses a moderator, 403). */
export const canChangeRoles = (role: number): boolean => role === 1;
