import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { adminKa } from '../../../i18n/admin.ka';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { FormAlert } from '../../../ui/form/FormAlert';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import type { Outcome } from '../shared/outcome';
import { districtSchema } from './districts';
import './district-form.css';

export interface DistrictValues {
  city: string;
  district: string;
  name_alternative: string;
}

interface Props {
  initial: DistrictValues;
  submitLabel: string;
  /** a refusal that concerns the whole form (editing a district with listings) */
  alert?: string | null;
  disabled?: boolean;
  onSubmit: (values: DistrictValues) => Promise<Outcome>;
}

/** The create-district and edit-district form: city, district and its alternative (Latin) name. */
export function DistrictForm({ initial, submitLabel, alert = null, disabled = false, onSubmit }: Props) {
  const t = adminKa.districts;
  const f = useForm({
    schema: districtSchema,
    initialValues: initial,
    onSubmit: async (values) => {
      const outcome = await onSubmit(values);
      if (!outcome.ok && outcome.fields) f.setServerErrors(outcome.fields).forEach((text) => notify('error', text));
    },
  });
  return (
    <form ref={f.form} noValidate className="district-form">
      <FormAlert>{alert}</FormAlert>
      <fieldset className="district-form__fields" disabled={disabled}>
        <TextField name="city" label={t.city} autoComplete="off" error={f.error('city')} />
        <TextField name="district" label={t.district} autoComplete="off" error={f.error('district')} />
        <TextField name="name_alternative" label={t.alternative} hint={t.alternativeHint} autoComplete="off" error={f.error('name_alternative')} />
      </fieldset>
      <div className="district-form__actions">
        <Link href={paths.adminSettings.href()} className="button button--secondary">
          {t.backToList}
        </Link>
        <Button type="submit" busy={f.submitting} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
