import { useLocation } from 'wouter';
import { refusal } from '../../../api/refusal';
import { paths } from '../../../config/paths';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { notify } from '../../../state/notifications';
import { AdminLayout } from '../layout/AdminLayout';
import { useAddDistrict } from './api/mutations';
import { DistrictForm } from './DistrictForm';

const CAPITAL = 'თბილისი';

/** create-district (§2, settings-flagged). §8: a 403 means a district with this name already exists. */
export function CreateDistrictPage() {
  const t = adminKa.districts;
  const [, navigate] = useLocation();
  const add = useAddDistrict();
  return (
    <AdminLayout title={ka.screens.AdminCreateDistrict}>
      <DistrictForm
        initial={{ city: CAPITAL, district: '', name_alternative: '' }}
        submitLabel={t.create}
        onSubmit={async (body) => {
          await add.mutateAsync({ body });
          notify('success', adminKa.common.saved);
          navigate(paths.adminSettings.href());
        }}
        explain={(error) => {
          const answer = refusal(error);
          // the name stays typed in, with the server's words under it
          return answer.status === 403 ? { fields: { district: ['text' in answer ? answer.text : t.alreadyExists] } } : null;
        }}
      />
    </AdminLayout>
  );
}
