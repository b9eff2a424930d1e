import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import type { Option } from '../../../domain/options';
import { ka } from '../../../i18n/ka';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';
import { Button } from '../../../ui/button/Button';
import { ChoiceField } from './ChoiceField';

/** The district, searchable, from GET /api/districts (§3: the list is loaded from the server). */
export function DistrictField({ initial, error }: { initial: string; error?: string }) {
  const [options, setOptions] = useState<Option[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(false);
    void api.GET('/api/districts').then(({ data }) => {
      if (!live) return;
      if (data) setOptions(data.result.map((d) => ({ value: String(d.id), label: `${d.district}, ${d.city}` })));
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <>
      <ChoiceField
        name="district_id"
        label={t.fields.district}
        options={options ?? []}
        initial={initial}
        searchable
        placeholder={options ? t.fields.districtPlaceholder : ka.app.loading}
        error={error}
      />
      {failed && (
        <div className="listing-form__load-error" role="alert">
          <p>{t.fields.districtsFailed}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {ka.app.retry}
          </Button>
        </div>
      )}
    </>
  );
}
