import { formatUsdPerM2 } from '../../../domain/format';
import { TEXT_MAX_LENGTH } from '../../../domain/limits';
import { appTexts, listingFormTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { TextField } from '../../../ui/form/TextField';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { DESCRIPTION_MAX } from '../listing.schema';
import { pricePerM2 } from '../listing-values';
import type { StepProps } from './step-props';

/** Step 5: title, description and the price in USD (a month, for rent) with the live price per m². */
export function StepDescription({ form, values, adType }: StepProps) {
  const t = useTexts(listingFormTexts).fields;
  const { perMonth } = useTexts(appTexts).app;
  const lang = useLang();
  const perM2 = pricePerM2(values.flat_cost, values.flat_square);
  const perM2Text = perM2 === null ? t.pricePerM2Empty : formatUsdPerM2(Math.round(perM2), lang);
  return (
    <div className="listing-form__stack">
      <TextField id="field-title" name="title" label={t.title} placeholder={t.titlePlaceholder} maxLength={TEXT_MAX_LENGTH} error={form.error('title')} />
      <TextAreaField
        name="flat_description"
        label={t.description}
        hint={t.descriptionHint}
        max={DESCRIPTION_MAX}
        rows={7}
        length={values.flat_description.length}
        error={form.error('flat_description')}
      />
      <div className="listing-form__price">
        <TextField
          id="field-flat_cost"
          name="flat_cost"
          label={t.price}
          inputMode="decimal"
          end={<span className="listing-form__unit">{adType === 2 ? t.priceUnitRent : t.priceUnit}</span>}
          error={form.error('flat_cost')}
        />
        <p className="listing-form__per-m2" aria-live="polite">
          <span className="listing-form__per-m2-label">{t.pricePerM2}</span>
          <strong>{perM2 !== null && adType === 2 ? perMonth(perM2Text) : perM2Text}</strong>
        </p>
      </div>
    </div>
  );
}
