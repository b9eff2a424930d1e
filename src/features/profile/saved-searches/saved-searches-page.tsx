import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { savedSearchesQuery } from '../../../api/saved-searches';
import { paths } from '../../../config/paths';
import { ka } from '../../../i18n/ka';
import { savedSearchesKa as t } from '../../../i18n/saved-searches.ka';
import { QueryView } from '../../../ui/load/QueryView';
import { AccountSearches } from '../../../ui/saved-searches/SavedSearchTools';
import { ProfileLayout } from '../layout/ProfileLayout';

/** Saved searches (the profile): each with its count of new listings; opened, renamed or removed from here. */
export function SavedSearchesPage() {
  const searches = useQuery(savedSearchesQuery());
  return (
    <ProfileLayout title={ka.screens.SavedSearches}>
      <QueryView
        query={searches}
        icon="search"
        empty={{
          when: (data) => data.result.length === 0,
          title: t.emptyTitle,
          text: t.emptyText,
          action: (
            <Link href={paths.catalogSell.href()} className="button button--primary">
              {t.browse}
            </Link>
          ),
        }}
      >
        {(data) => <AccountSearches searches={data.result} />}
      </QueryView>
    </ProfileLayout>
  );
}
