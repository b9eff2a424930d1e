import { propertyKinds } from '../../../domain/options';
import { listingFormKa as t } from '../../../i18n/listing-form.ka';
import { TwoLevelSelect } from '../../../ui/select/TwoLevelSelect';

/** The property kind, a two-level choice: commercial and land have sub-categories (§3, §4). */
export function KindField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="listing-form__choice" id="field-flatObjects">
      <TwoLevelSelect label={t.fields.propertyKind} options={propertyKinds} value={value || '1'} onChange={onChange} />
    </div>
  );
}
