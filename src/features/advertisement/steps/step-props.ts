import type { PropertyKind } from '../../../domain/options';
import type { FormApi } from '../../../ui/form/use-form';
import type { AdType } from '../../../domain/listing-kinds';
import type { ListingValues } from '../listing-values';

/** What every step gets: the form (for its messages), the values it started from and the live ones. */
export interface StepProps {
  form: FormApi;
  initial: ListingValues;
  values: ListingValues;
  kind: PropertyKind;
  adType: AdType;
}
