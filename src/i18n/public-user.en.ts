// Texts of a user's public page /realt/user/{id} (§2).
import { formatNumber } from '../domain/format';
import { plural } from './lang';
import type { PublicUserTexts } from './public-user.ka';

const texts: PublicUserTexts = {
  listings: 'Active listings',
  count: (n: number) => `${formatNumber(n, 'en')} ${plural('en', n, { one: 'active listing', other: 'active listings' })}`,
  emptyTitle: 'No active listings',
  emptyText: 'This user has no active listings at the moment.',
  notFoundTitle: 'User not found',
  notFoundText: 'This user does not exist or their page is closed.',
  failedTitle: 'The page could not be loaded',
  failedText: 'Please try again in a few seconds.',
  toCatalog: 'View listings',
};

export default texts;
