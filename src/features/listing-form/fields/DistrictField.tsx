import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { districtsQuery } from '../../../api/shared-queries';
import { districtOptions } from '../../../domain/districts';
import type { Option } from '../../../domain/options';
import { appTexts, listingFormTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { ChoiceField } from './ChoiceField';

const NONE: Option[] = [];

/** The district, searchable, from GET /api/districts (§3: the list is loaded from the server). */
export function DistrictField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const t = useTexts(listingFormTexts).fields;
  const { app } = useTexts(appTexts);
  const lang = useLang();
  const options = useCallback((data: { result: Parameters<typeof districtOptions>[0] }): Option[] => districtOptions(data.result, lang), [lang]);
  const districts = useQuery({ ...districtsQuery(), select: options });
  return (
    <>
      <ChoiceField
        name="district_id"
        label={t.district}
        options={districts.data ?? NONE}
        value={value}
        onChange={onChange}
        searchable
        required
        placeholder={districts.data ? t.districtPlaceholder : app.loading}
        error={error}
      />
      {districts.isError && (
        <div className="listing-form__load-error" role="alert">
          <p>{t.districtsFailed}</p>
          <Button variant="secondary" onClick={() => void districts.refetch()}>
            {app.retry}
          </Button>
        </div>
      )}
    </>
  );
}
