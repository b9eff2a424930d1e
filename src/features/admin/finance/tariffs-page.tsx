import { useState } from 'react';
import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { formatGel } from '../../../domain/format';
import { labelOf, tariffNames } from '../../../domain/options';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { AdminLayout } from '../layout/AdminLayout';
import { LoadState } from '../shared/LoadState';
import { useResource } from '../shared/use-resource';
import { TariffDialog } from './TariffDialog';
import './finance.css';
import { AdminTable } from '../shared/AdminTable';

type Tariff = components['schemas']['Tariff'];

/** Finance, tariffs (§2, role 1): the promotion tariffs' price per day and allowed durations. */
export function TariffsPage() {
  const t = adminKa.tariffs;
  const tariffs = useResource(async () => {
    const { data } = await api.GET('/api/tariffs');
    return data?.data ?? null;
  }, 'tariffs');
  const [editing, setEditing] = useState<Tariff | null>(null);

  return (
    <AdminLayout title={ka.screens.AdminTariffs}>
      <LoadState status={tariffs.status} onRetry={() => void tariffs.reload()}>
        <AdminTable
          caption={t.caption}
          columns={[
            { label: t.name },
            { label: t.price, numeric: true },
            { label: t.minDays, numeric: true },
            { label: t.maxDays, numeric: true },
            { label: adminKa.common.actions },
          ]}
        >
          {tariffs.data?.map((tariff) => {
            const name = labelOf(tariffNames, tariff.name);
            return (
              <tr key={tariff.id}>
                <th scope="row">
                  <span className="finance__tariff">
                    {tariff.color && <span className="finance__swatch" style={{ background: tariff.color }} aria-hidden="true" />}
                    {name}
                  </span>
                </th>
                <td className="admin-table__num">{formatGel(tariff.price)}</td>
                <td className="admin-table__num">{tariff.min_days}</td>
                <td className="admin-table__num">{tariff.max_days}</td>
                <td>
                  <button type="button" className="row-button" aria-label={t.editOf(name)} onClick={() => setEditing(tariff)}>
                    {adminKa.common.edit}
                  </button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </LoadState>
      {editing && (
        <TariffDialog
          tariff={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            tariffs.replace(saved);
            setEditing(null);
          }}
        />
      )}
    </AdminLayout>
  );
}
