import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { api } from '../../../api/client';
import { handles } from '../../../api/middleware/errors';
import { paths } from '../../../config/paths';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { notify } from '../../../state/notifications';
import { AdminLayout } from '../layout/AdminLayout';
import { LoadState } from '../shared/LoadState';
import { done, failed } from '../shared/outcome';
import { useResource } from '../shared/use-resource';
import { DistrictForm } from './DistrictForm';
import { isLocked, loadDistricts, resultText } from './districts';

function decoded(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return value ?? '';
  }
}

/**
 * edit-district/{id}/{city}/{district}/{name_alternative} (§2): the route carries the names; the
 * district list says whether it has listings, which forbids editing (§8).
 */
export function EditDistrictPage() {
  const t = adminKa.districts;
  const params = useParams();
  const [, navigate] = useLocation();
  const id = Number(params.id);
  const districts = useResource(loadDistricts, 'districts');
  const [refusal, setRefusal] = useState<string | null>(null);
  const known = districts.data?.find((district) => district.id === id);
  const locked = known !== undefined && isLocked(known);

  if (!Number.isInteger(id) || id < 1) {
    return (
      <AdminLayout title={ka.screens.AdminEditDistrict}>
        <p role="alert">{t.empty}</p>
      </AdminLayout>
    );
  }

  return (
    <AdminLayout title={ka.screens.AdminEditDistrict}>
      <LoadState status={districts.status} onRetry={() => void districts.reload()}>
        <DistrictForm
          initial={{ city: decoded(params.city), district: decoded(params.district), name_alternative: decoded(params.name_alternative) }}
          submitLabel={adminKa.common.save}
          disabled={locked}
          alert={locked && known ? t.locked(known.listings_count) : refusal}
          onSubmit={async (values) => {
            setRefusal(null);
            const { error, response } = await api.PUT('/api/settings/edit-district', { body: { id, ...values }, middleware: [handles(422)] });
            if (!error) {
              notify('success', adminKa.common.saved);
              navigate(paths.adminSettings.href());
              return done;
            }
            // §8: a district with listings cannot be edited; the server's English text gets ours
            if (response.status === 422 && resultText(error) !== null) setRefusal(t.cannotEdit);
            return failed(error);
          }}
        />
      </LoadState>
    </AdminLayout>
  );
}
