import { featureGroups, ruledOutBy } from '../../../domain/listing-kinds';
import { useOptions } from '../../../domain/options';
import { FeatureChecks } from '../fields/FeatureChecks';
import { ProximityField } from '../fields/ProximityField';
import type { StepProps } from './step-props';

/** Step 3: the flags this kind and deal type offer, and what is nearby. */
export function StepExtras({ form, values, kind, adType }: StepProps) {
  const lists = useOptions();
  return (
    <div className="listing-form__stack">
      <FeatureChecks
        groups={featureGroups(lists, kind, adType)}
        value={values.features}
        onChange={(features) => form.setValue('features', features)}
        ruledOutBy={(flag) => ruledOutBy(lists, kind, flag)}
      />
      <ProximityField
        rows={values.proximity}
        onChange={(rows) => form.setValue('proximity', JSON.stringify(rows))}
        invalid={form.error('proximity') !== undefined}
      />
    </div>
  );
}
