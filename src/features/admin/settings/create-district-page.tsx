import { useLocation } from 'wouter';
import { api } from '../../../api/client';
import { handles } from '../../../api/middleware/errors';
import { paths } from '../../../config/paths';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { notify } from '../../../state/notifications';
import { AdminLayout } from '../layout/AdminLayout';
import { done, failed } from '../shared/outcome';
import { DistrictForm } from './DistrictForm';
import { resultText } from './districts';

const CAPITAL = 'თბილისი';

/** create-district (§2, settings-flagged). §8: a 403 means a district with this name already exists. */
export function CreateDistrictPage() {
  const t = adminKa.districts;
  const [, navigate] = useLocation();
  return (
    <AdminLayout title={ka.screens.AdminCreateDistrict}>
      <DistrictForm
        initial={{ city: CAPITAL, district: '', name_alternative: '' }}
        submitLabel={t.create}
        onSubmit={async (body) => {
          const { error, response } = await api.POST('/api/settings/add-district', { body, middleware: [handles(403)] });
          if (!error) {
            notify('success', adminKa.common.saved);
            navigate(paths.adminSettings.href());
            return done;
          }
          // the name stays typed in, with the server's words under it
          if (response.status === 403) return { ok: false, fields: { district: [resultText(error) ?? t.alreadyExists] } };
          return failed(error);
        }}
      />
    </AdminLayout>
  );
}
