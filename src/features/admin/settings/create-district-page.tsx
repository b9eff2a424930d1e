import { useLocation } from 'wouter';
import { hasCode, refusal, refusalText } from '../../../api/refusal';
import { paths } from '../../../config/paths';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { AdminLayout } from '../layout/AdminLayout';
import { useAddDistrict } from './api/mutations';
import { DistrictForm } from './DistrictForm';
import { districtValues, newDistrict } from './districts';

// the city as the districts are stored: a value of the data, the same whatever the console's language
const CAPITAL = 'თბილისი';

/** create-district (§2, settings-flagged). §8: a 403 `district_exists` goes under the name; any other refusal is told as it is. */
export function CreateDistrictPage() {
  const texts = useTexts(adminTexts);
  const t = texts.districts;
  const { screens } = useTexts(appTexts);
  const [, navigate] = useLocation();
  const add = useAddDistrict();
  return (
    <AdminLayout title={screens.AdminCreateDistrict}>
      <DistrictForm
        initial={districtValues({ city: CAPITAL })}
        submitLabel={t.create}
        onSubmit={async (values) => {
          await add.mutateAsync({ body: newDistrict(values) });
          notify('success', texts.common.saved);
          navigate(paths.adminSettings.href());
        }}
        // the name stays typed in with the refusal's words under it; a 403 for the role (`forbidden`)
        // is not about the name, and is told like any refusal
        explain={(error) =>
          hasCode(refusal(error), 'district_exists') ? { fields: () => ({ district: [refusalText(refusal(error))] }) } : null
        }
      />
    </AdminLayout>
  );
}
