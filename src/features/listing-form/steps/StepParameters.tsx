import { paramFields, paramOptions, paramTitles } from '../../../domain/listing-kinds';
import { useOptions } from '../../../domain/options';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { TextField } from '../../../ui/form/TextField';
import { ChoiceField } from '../fields/ChoiceField';
import type { StepProps } from './step-props';

/** Step 2: the area and the parameters of this kind (§3: flat and commercial lists differ). */
export function StepParameters({ form, values, kind }: StepProps) {
  const t = useTexts(listingFormTexts).fields;
  const lists = useOptions();
  const titles = paramTitles(lists);
  return (
    <div className="listing-form__grid">
      <TextField
        id="field-flat_square"
        name="flat_square"
        label={t.area}
        inputMode="decimal"
        end={<span className="listing-form__unit">{t.areaUnit}</span>}
        error={form.error('flat_square')}
      />
      {paramFields(kind).map((field) =>
        field === 'floor' || field === 'floors_total' ? (
          <TextField
            key={field}
            id={`field-${field}`}
            name={field}
            label={field === 'floor' ? t.floor : kind === 2 ? t.storeys : t.floorsTotal}
            inputMode="numeric"
            optional
            error={form.error(field)}
            // a kind without floors keeps what was typed (it is not sent) for a switch back
            data-felte-keep-on-remove
          />
        ) : (
          <ChoiceField
            key={field}
            name={field}
            label={titles[field]}
            options={paramOptions(lists, field, kind)}
            value={values[field]}
            onChange={(value) => form.setValue(field, value)}
            error={form.error(field)}
          />
        ),
      )}
    </div>
  );
}
