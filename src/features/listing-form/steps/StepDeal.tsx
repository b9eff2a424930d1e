import { isCommercial } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { TextField } from '../../../ui/form/TextField';
import { AdTypeField } from '../fields/AdTypeField';
import { DistrictField } from '../fields/DistrictField';
import { KindField } from '../fields/KindField';
import { LocationField } from '../fields/LocationField';
import { HOUSE_NUMBER_MAX } from '../listing.schema';
import type { StepProps } from './step-props';

/** Step 1: deal type, property kind, district, street, house number and the map pin. */
export function StepDeal({ form, values }: StepProps) {
  const t = useTexts(listingFormTexts).fields;
  function chooseKind(next: string) {
    // repair and bathroom codes mean different things for flats and commercial spaces: a switch
    // between the two starts them afresh instead of carrying a code over
    if (isCommercial(next) !== isCommercial(values.flatObjects)) {
      form.setValue('repair', '');
      form.setValue('bathroom', '');
    }
    form.setValue('flatObjects', next);
  }

  return (
    <div className="listing-form__grid">
      <div className="listing-form__wide">
        <AdTypeField />
      </div>
      <KindField value={values.flatObjects} onChange={chooseKind} />
      <DistrictField value={values.district_id} onChange={(id) => form.setValue('district_id', id)} error={form.error('district_id')} />
      <TextField
        id="field-address"
        name="address"
        label={t.address}
        placeholder={t.addressPlaceholder}
        autoComplete="street-address"
        error={form.error('address')}
      />
      <TextField
        id="field-address_house_number"
        name="address_house_number"
        label={t.houseNumber}
        maxLength={HOUSE_NUMBER_MAX}
        error={form.error('address_house_number')}
      />
      <LocationField
        value={values}
        errors={{ lat: form.error('lat'), lng: form.error('lng') }}
        onChange={(pin) => {
          form.setValue('lat', pin ? String(pin.lat) : '');
          form.setValue('lng', pin ? String(pin.lng) : '');
        }}
      />
    </div>
  );
}
