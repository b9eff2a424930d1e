import { FeatureChecks } from '../fields/FeatureChecks';
import { ProximityField } from '../fields/ProximityField';
import { featureGroups } from '../../../domain/listing-kinds';
import type { StepProps } from './step-props';

/** Step 3 (not validated): the flags this kind and deal type offer, and what is nearby. */
export function StepExtras({ initial, kind, adType }: StepProps) {
  return (
    <div className="listing-form__stack">
      <FeatureChecks groups={featureGroups(kind, adType)} initial={initial.features} />
      <ProximityField initial={initial.proximity} />
    </div>
  );
}
