import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { savedSearchesQuery } from '../../../api/shared-queries';
import { paths } from '../../../config/paths';
import { appTexts, savedSearchesTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { QueryView } from '../../../ui/load/QueryView';
import { AccountSearches } from '../../../ui/saved-searches/SavedSearchTools';
import { ProfileLayout } from '../layout/ProfileLayout';

/** Saved searches (the profile): each with its count of new listings; opened, renamed or removed from here. */
export function SavedSearchesPage() {
  const t = useTexts(savedSearchesTexts);
  const screens = useTexts(appTexts).screens;
  const searches = useQuery(savedSearchesQuery());
  return (
    <ProfileLayout title={screens.SavedSearches}>
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
