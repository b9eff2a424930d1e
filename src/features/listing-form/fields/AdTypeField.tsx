import { useOptions } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';

/** Sale or rent (§3 adType) as a pair of radio buttons; the form reads and checks them itself. */
export function AdTypeField() {
  const t = useTexts(listingFormTexts).fields;
  const { adTypes } = useOptions();
  return (
    <fieldset className="segmented">
      <legend className="field__label">{t.adType}</legend>
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
