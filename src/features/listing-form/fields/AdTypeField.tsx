import { adTypes } from '../../../domain/options';
import { listingFormKa as t } from '../../../i18n/listing-form.ka';

/** Sale or rent (§3 adType) as a pair of radio buttons; the form reads and checks them itself. */
export function AdTypeField() {
  return (
    <fieldset className="segmented">
      <legend className="field__label">{t.fields.adType}</legend>
      <div className="segmented__options">
        {adTypes.map((option, index) => (
          <label key={option.value} className="segmented__option">
            <input id={index === 0 ? 'field-adType' : undefined} type="radio" name="adType" value={option.value} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
