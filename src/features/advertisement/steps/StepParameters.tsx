import { isCommercial, optionTitles } from '../../../domain/options';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';
import { TextField } from '../../../ui/form/TextField';
import { ChoiceField } from '../fields/ChoiceField';
import { paramFields, paramOptions, type ParamField } from '../../../domain/listing-kinds';
import type { StepProps } from './step-props';

type SelectParam = Exclude<ParamField, 'floor' | 'floors_total'>;

const LABELS: Record<SelectParam, string> = {
  object_state: optionTitles.objectState,
  building_material: optionTitles.buildingMaterial,
  commercial_location: optionTitles.commercialLocation,
  flat_count_bedrooms: optionTitles.bedrooms,
  rooms: optionTitles.rooms,
  repair: optionTitles.repair,
  bathroom: optionTitles.bathroom,
  bathroom_count: optionTitles.bathroomCount,
};

/** Step 2: the area and the parameters of this kind (§3: flat and commercial lists differ). */
export function StepParameters({ form, initial, kind }: StepProps) {
  const shown = paramFields(kind);
  // repair and bathroom codes mean different things for flats and commercial spaces: a switch of
  // kind starts them afresh instead of carrying a code over
  const group = isCommercial(kind) ? 'commercial' : 'residential';
  const initialGroup = isCommercial(initial.flatObjects) ? 'commercial' : 'residential';
  const start = (field: SelectParam) => (field === 'repair' || field === 'bathroom') && group !== initialGroup ? '' : initial[field];

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
      {shown.map((field) =>
        field === 'floor' || field === 'floors_total' ? (
          <TextField
            key={field}
            id={`field-${field}`}
            name={field}
            label={field === 'floor' ? t.fields.floor : kind === 2 ? t.fields.storeys : t.fields.floorsTotal}
            inputMode="numeric"
            optional
            error={form.error(field)}
          />
        ) : (
          <ChoiceField
            key={`${field}-${group}`}
            name={field}
            label={LABELS[field]}
            options={paramOptions(field, kind)}
            initial={start(field)}
            error={form.error(field)}
          />
        ),
      )}
    </div>
  );
}
