import type { AdType } from '../../../domain/listing-kinds';
import type { PropertyKind } from '../../../domain/options';
import type { FormApi } from '../../../ui/form/use-form';
import type { ListingValues } from '../listing-values';

/** What every step gets: the form (its messages, and the writes of custom controls) and its values now. */
export interface StepProps {
  form: FormApi;
  values: ListingValues;
  kind: PropertyKind;
  adType: AdType;
}
