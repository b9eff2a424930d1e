import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { districtsQuery } from '../../../api/shared-queries';
import { paths } from '../../../config/paths';
import { districtName } from '../../../domain/districts';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import type { Lang } from '../../../i18n/lang';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { askConfirm } from '../../../state/confirm';
import { notify } from '../../../state/notifications';
import { useFocusHandOff } from '../../../ui/focus/use-focus-hand-off';
import { Icon } from '../../../ui/icon/Icon';
import { QueryView } from '../../../ui/load/QueryView';
import { quote } from '../../../ui/user-words/quote';
import { AdminLayout } from '../layout/AdminLayout';
import { SearchField } from '../shared/SearchField';
import { useDeleteDistrict } from './api/mutations';
import type { District } from './districts';
import { DistrictsTable } from './DistrictsTable';
import '../../../ui/button/button.css';

// by the Georgian names, the alternative one and the names the table shows in the page's language
const matches = (district: District, filter: string, lang: Lang) =>
  [district.city, district.district, district.name_alternative, districtName(district, lang)].some((text) => text.toLowerCase().includes(filter.toLowerCase()));

/**
 * Settings (§2, settings-flagged): the districts. Districts with listings cannot be edited or
 * deleted (§8), so their buttons are disabled with the reason; the server's refusal is handled too.
 */
export function SettingsPage() {
  const texts = useTexts(adminTexts);
  const t = texts.districts;
  const { screens } = useTexts(appTexts);
  const lang = useLang();
  const districts = useQuery(districtsQuery());
  const list = useDeferredValue(districts.data?.result);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => list?.filter((d) => matches(d, filter, lang)), [list, filter, lang]);
  const removal = useDeleteDistrict();
  const busyId = removal.isPending ? (removal.variables.params.path.id ?? null) : null;
  const handOff = useFocusHandOff(shown);

  async function remove(district: District) {
    const sure = await askConfirm({ title: t.deleteTitle, text: quote(t.deleteText, districtName(district, lang)), confirmLabel: texts.common.delete, danger: true });
    if (!sure) return;
    try {
      await handOff.remove(district.id, 'delete', () => removal.mutateAsync({ params: { path: { id: district.id } } }));
      notify('success', t.deleted);
    } catch {
      // the refusal is told like any other
    }
  }

  return (
    <AdminLayout
      title={screens.AdminSettings}
      actions={
        <Link href={paths.adminCreateDistrict.href()} className="button button--primary">
          <Icon name="plus" size={18} /> {t.add}
        </Link>
      }
    >
      <div className="admin-layout__bar">
        <SearchField label={t.filter} onSearch={setFilter} />
        {list && shown && <span aria-live="polite">{filter ? t.found(shown.length, list.length) : t.total(list.length)}</span>}
      </div>
      <p id="districts-locked-note" className="admin-layout__note">
        {t.lockedNote}
      </p>
      <QueryView query={districts} icon="pin" empty={{ title: t.empty, when: (data) => !data.result.some((d) => matches(d, filter, lang)) }}>
        {() => <DistrictsTable districts={shown ?? []} busyId={busyId} onDelete={(district) => void remove(district)} />}
      </QueryView>
    </AdminLayout>
  );
}
