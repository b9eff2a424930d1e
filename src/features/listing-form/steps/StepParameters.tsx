import { paramFields, paramOptions, paramTitles } from '../../../domain/listing-kinds';
import { listingFormKa as t } from '../../../i18n/listing-form.ka';
import { TextField } from '../../../ui/form/TextField';
import { ChoiceField } from '../fields/ChoiceField';
import type { StepProps } from './step-props';

/** Step 2: the area and the parameters of this kind (§3: flat and commercial lists differ). */
export function StepParameters({ form, values, kind }: StepProps) {
  return (
    <div className="listing-form__grid">
      <TextField
        id="field-flat_square"
        name="flat_square"
        label={t.fields.area}
        inputMode="decimal"
        end={<span className="listing-form__unit">{t.fields.areaUnit}</span>}
        error={form.error('flat_square')}
      />
      {paramFields(kind).map((field) =>
        field === 'floor' || field === 'floors_total' ? (
          <TextField
            key={field}
            id={`field-${field}`}
            name={field}
            label={field === 'floor' ? t.fields.floor : kind === 2 ? t.fields.storeys : t.fields.floorsTotal}
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
            label={paramTitles[field]}
            options={paramOptions(field, kind)}
            value={values[field]}
            onChange={(value) => form.setValue(field, value)}
            error={form.error(field)}
          />
        ),
      )}
    </div>
  );
}
