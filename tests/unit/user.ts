// A signed-in user as GET /api/get-authenticated-user gives one: an ordinary user unless a test says otherwise.
import type { User } from '../../src/state/session';

export const aUser = (changes: Partial<User> = {}): User => ({
  id: 17,
  name: 'ნინო',
  surname: 'ბერიძე',
  image: null,
  role: 3,
  balance: 0,
  unread_messages: 0,
  favorites: [],
  phone: '+995599123456',
  email: null,
  blocked: 0,
  personal_price_coefficient: 1,
  ...changes,
});
