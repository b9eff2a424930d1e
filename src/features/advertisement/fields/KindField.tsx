import { useState } from 'react';
import { propertyKinds } from '../../../domain/options';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';
import { TwoLevelSelect } from '../../../ui/select/TwoLevelSelect';
import { HiddenValue } from './HiddenValue';

/** The property kind, a two-level choice: commercial and land have sub-categories (§3, §4). */
export function KindField({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial || '1');
  return (
    <div className="listing-form__choice" id="field-flatObjects">
      <TwoLevelSelect label={t.fields.propertyKind} options={propertyKinds} value={value} onChange={setValue} />
      <HiddenValue name="flatObjects" value={value} />
    </div>
  );
}
