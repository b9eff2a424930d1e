import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../api/schema.gen';
import { cssColour } from '../../../domain/colour';
import { formatGel } from '../../../domain/format';
import { labelOf, useOptions } from '../../../domain/options';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { QueryView } from '../../../ui/load/QueryView';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminTable } from '../shared/AdminTable';
import { tariffsQuery } from './api/queries';
import { TariffDialog } from './TariffDialog';
import './finance.css';

type Tariff = components['schemas']['Tariff'];

/** Finance, tariffs (§2, role 1): the promotion tariffs' price per day and allowed durations. */
export function TariffsPage() {
  const texts = useTexts(adminTexts);
  const t = texts.tariffs;
  const { screens } = useTexts(appTexts);
  const { tariffNames } = useOptions();
  const lang = useLang();
  const tariffs = useQuery(tariffsQuery());
  const [editing, setEditing] = useState<Tariff | null>(null);

  return (
    <AdminLayout title={screens.AdminTariffs}>
      <QueryView query={tariffs} icon="wallet">
        {({ data }) => (
          <AdminTable
            caption={t.caption}
            columns={[
              { label: t.name },
              { label: t.price, numeric: true },
              { label: t.minDays, numeric: true },
              { label: t.maxDays, numeric: true },
              { label: texts.common.actions },
            ]}
          >
            {data.map((tariff) => {
              const name = labelOf(tariffNames, tariff.name);
              const colour = cssColour(tariff.color);
              return (
                <tr key={tariff.id}>
                  <th scope="row">
                    <span className="finance__tariff">
                      {colour && <span className="finance__swatch" style={{ background: colour }} aria-hidden="true" />}
                      {name}
                    </span>
                  </th>
                  <td className="admin-table__num">{formatGel(tariff.price, lang)}</td>
                  <td className="admin-table__num">{tariff.min_days}</td>
                  <td className="admin-table__num">{tariff.max_days}</td>
                  <td>
                    <button type="button" className="row-button" aria-label={t.editOf(name)} onClick={() => setEditing(tariff)}>
                      {texts.common.edit}
                    </button>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </QueryView>
      {editing && <TariffDialog tariff={editing} onClose={() => setEditing(null)} />}
    </AdminLayout>
  );
}
