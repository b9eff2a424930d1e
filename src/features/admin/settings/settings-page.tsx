import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../../api/client';
import { handles } from '../../../api/middleware/errors';
import { paths } from '../../../config/paths';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { Icon } from '../../../ui/icon/Icon';
import { AdminLayout } from '../layout/AdminLayout';
import { LoadState } from '../shared/LoadState';
import { SearchField } from '../shared/SearchField';
import { useResource } from '../shared/use-resource';
import { districtName, loadDistricts, resultText, type District } from './districts';
import { DistrictsTable } from './DistrictsTable';
import '../../../ui/button/button.css';

/**
 * Settings (§2, settings-flagged): the districts. Districts with listings cannot be edited or
 * deleted (§8), so their buttons are disabled with the reason; the server's refusal is handled too.
 */
export function SettingsPage() {
  const t = adminKa.districts;
  const districts = useResource(loadDistricts, 'districts');
  const [filter, setFilter] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  const shown = (districts.data ?? []).filter((d) =>
    [d.city, d.district, d.name_alternative].some((text) => text.toLowerCase().includes(filter.toLowerCase())),
  );

  async function remove(district: District) {
    const sure = await askConfirm({ title: t.deleteTitle, text: t.deleteText(districtName(district)), confirmLabel: adminKa.common.delete, danger: true });
    if (!sure) return;
    setBusyId(district.id);
    const { error, response } = await api.DELETE('/api/settings/delete-district/{id}', {
      params: { path: { id: district.id } },
      middleware: [handles(422)],
    });
    if (!error) notify('success', t.deleted);
    else if (response.status === 422) {
      // §8: 'Cannot delete district' means it has listings; another text is shown as the server wrote it
      const text = resultText(error);
      notify('error', !text || text === 'Cannot delete district' ? t.cannotDelete : text);
    }
    await districts.reload();
    setBusyId(null);
  }

  return (
    <AdminLayout
      title={ka.screens.AdminSettings}
      actions={
        <Link href={paths.adminCreateDistrict.href()} className="button button--primary">
          <Icon name="plus" size={18} /> {t.add}
        </Link>
      }
    >
      <div className="admin-layout__bar">
        <SearchField label={t.filter} onSearch={setFilter} />
        {districts.data && <span>{t.total(districts.data.length)}</span>}
      </div>
      <p id="districts-locked-note" className="admin-layout__note">
        {t.lockedNote}
      </p>
      <LoadState status={districts.status} onRetry={() => void districts.reload()} empty={districts.data !== null && shown.length === 0 && t.empty}>
        <DistrictsTable districts={shown} busyId={busyId} onDelete={(district) => void remove(district)} />
      </LoadState>
    </AdminLayout>
  );
}
