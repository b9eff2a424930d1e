import { useOptions } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { TwoLevelSelect } from '../../../ui/select/TwoLevelSelect';

/** The property kind, a two-level choice: commercial and land have sub-categories (§3, §4). */
export function KindField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTexts(listingFormTexts).fields;
  const { propertyKinds } = useOptions();
  return (
    <div className="listing-form__choice" id="field-flatObjects">
      <TwoLevelSelect label={t.propertyKind} options={propertyKinds} value={value || '1'} onChange={onChange} />
    </div>
  );
}
