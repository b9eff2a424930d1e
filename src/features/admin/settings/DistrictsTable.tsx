import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { districtName } from '../../../domain/districts';
import { localizedMarked } from '../../../domain/localized';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { isLocked, type District } from './districts';
import { AdminTable } from '../shared/AdminTable';
import { busyProps } from '../../../ui/button/busy';
import { handOffControl, handOffItem } from '../../../ui/focus/use-focus-hand-off';

interface Props {
  districts: readonly District[];
  busyId: number | null;
  onDelete: (district: District) => void;
}

export function DistrictsTable({ districts, busyId, onDelete }: Props) {
  const texts = useTexts(adminTexts);
  const t = texts.districts;
  const lang = useLang();
  return (
    <AdminTable
      caption={t.caption}
      columns={[
        { label: t.district },
        { label: t.city },
        { label: t.alternative },
        { label: t.listings, numeric: true },
        { label: texts.common.actions },
      ]}
    >
      {districts.map((district) => {
        const locked = isLocked(district);
        // the names in the page's language, the Georgian ones (marked) where none was entered yet
        const name = districtName(district, lang);
        const own = localizedMarked(district, 'district', lang);
        const city = localizedMarked(district, 'city', lang);
        const busy = busyId === district.id;
        return (
          <tr key={district.id} aria-busy={busy || undefined} {...handOffItem(district.id)}>
            <th scope="row" lang={own.lang}>
              {own.text}
            </th>
            <td lang={city.lang}>{city.text}</td>
            <td>{district.name_alternative}</td>
            <td className="admin-table__num">{district.listings_count}</td>
            <td>
              <div className="admin-table__actions">
                {/* a district with listings still opens: its English and Russian names can change */}
                <Link
                  href={paths.adminEditDistrict.href(district)}
                  className="row-button"
                  aria-label={t.editOf(name)}
                  aria-describedby={locked ? 'districts-locked-note' : undefined}
                >
                  {texts.common.edit}
                </Link>
                <button
                  type="button"
                  className="row-button row-button--danger"
                  aria-describedby={locked ? 'districts-locked-note' : undefined}
                  aria-label={t.deleteOf(name)}
                  {...handOffControl('delete')}
                  {...busyProps({ busy, disabled: locked, onClick: () => onDelete(district) })}
                >
                  {texts.common.delete}
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
