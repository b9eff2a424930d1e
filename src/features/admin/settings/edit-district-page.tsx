import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { refusal } from '../../../api/refusal';
import { districtsQuery } from '../../../api/shared-queries';
import { paths } from '../../../config/paths';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { QueryView } from '../../../ui/load/QueryView';
import { StatusPanel } from '../../../ui/load/StatusPanel';
import { AdminLayout } from '../layout/AdminLayout';
import { useEditDistrict } from './api/mutations';
import { DistrictForm } from './DistrictForm';
import { districtValues, isLocked, type District } from './districts';

/**
 * edit-district/{id}/... (§2): the district is the server's one with that id. The names in the
 * route are not read, so a stale or crafted link cannot put other names into the form; the
 * district's listings forbid editing (§8).
 */
export function EditDistrictPage() {
  const t = useTexts(adminTexts).districts;
  const { screens } = useTexts(appTexts);
  const params = useParams();
  const id = Number(params.id);
  const districts = useQuery(districtsQuery());
  return (
    <AdminLayout title={screens.AdminEditDistrict}>
      <QueryView query={districts} icon="pin">
        {({ result }) => {
          const district = result.find((known) => known.id === id);
          return district ? (
            <EditForm district={district} />
          ) : (
            <StatusPanel
              icon="pin"
              title={t.notFoundTitle}
              text={t.notFoundText}
              action={
                <Link href={paths.adminSettings.href()} className="button button--primary">
                  {t.backToList}
                </Link>
              }
            />
          );
        }}
      </QueryView>
    </AdminLayout>
  );
}

function EditForm({ district }: { district: District }) {
  const texts = useTexts(adminTexts);
  const t = texts.districts;
  const [, navigate] = useLocation();
  const edit = useEditDistrict();
  const locked = isLocked(district);
  return (
    <DistrictForm
      initial={districtValues(district)}
      submitLabel={texts.common.save}
      locked={locked}
      alert={locked ? t.locked(district.listings_count) : null}
      onSubmit={async (values) => {
        // every name is sent: an emptied translation is removed; a district with listings sends its
        // Georgian names unchanged, which the server accepts beside new translations
        await edit.mutateAsync({ body: { id: district.id, ...values } });
        notify('success', texts.common.saved);
        navigate(paths.adminSettings.href());
      }}
      // §8: a district with listings cannot be edited; the server's English text gets ours
      explain={(error) => {
        const answer = refusal(error);
        return answer.status === 422 && 'text' in answer ? { alert: (districts) => districts.cannotEdit } : null;
      }}
    />
  );
}
