import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { FieldErrors } from '../../../api/refusal';
import { paths } from '../../../config/paths';
import { useRules } from '../../../domain/rules';
import type { AdminTexts } from '../../../i18n/admin.ka';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { FormAlert } from '../../../ui/form/FormAlert';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { useLeaveGuard } from '../../../ui/form/use-leave-guard';
import { districtSchema, type DistrictValues } from './districts';
import './district-form.css';

type DistrictTexts = AdminTexts['districts'];

/**
 * What a refusal means for this form in our words: messages under fields, or one for the whole form
 * from the form's texts; both worded in the page's language each time they show, so a switch of
 * language words them again.
 */
export type Explained = { fields: () => FieldErrors } | { alert: (t: DistrictTexts) => string } | null;

interface Props {
  initial: DistrictValues;
  submitLabel: string;
  /** what the form cannot change (a district with listings keeps its Georgian names, §8) */
  alert?: string | null;
  /** the Georgian and alternative names stay as they are: only the other languages' can change */
  locked?: boolean;
  /** resolves once saved; throws the refusal */
  onSubmit: (values: DistrictValues) => Promise<unknown>;
  /** the refusals this form words itself (null: the server's words are shown) */
  explain: (error: unknown) => Explained;
}

/**
 * The create-district and edit-district form: city, district and its alternative (Latin) name,
 * and the district's and city's names in English and Russian, which the site shows in those
 * languages. Leaving it changed and unsaved is asked about first.
 */
export function DistrictForm({ initial, submitLabel, alert = null, locked = false, onSubmit, explain }: Props) {
  const t = useTexts(adminTexts).districts;
  const r = useRules();
  const schema = useMemo(() => districtSchema(r), [r]);
  const [refused, setRefused] = useState<((t: DistrictTexts) => string) | null>(null);
  const f = useForm({
    schema,
    initialValues: initial,
    onSubmit: async (values) => {
      setRefused(null);
      try {
        await onSubmit(values);
      } catch (error) {
        const explained = explain(error);
        if (!explained) f.refuse(error);
        else if ('alert' in explained) setRefused(() => explained.alert);
        else f.setServerErrors(explained.fields).forEach((text) => notify('error', text));
      }
    },
  });
  useLeaveGuard(f.changed());
  return (
    <form ref={f.form} noValidate className="district-form">
      <FormAlert>{alert ?? refused?.(t)}</FormAlert>
      <fieldset className="district-form__fields" disabled={locked}>
        <TextField name="city" label={t.city} autoComplete="off" error={f.error('city')} />
        <TextField name="district" label={t.district} autoComplete="off" error={f.error('district')} />
        <TextField name="name_alternative" label={t.alternative} hint={t.alternativeHint} autoComplete="off" error={f.error('name_alternative')} />
      </fieldset>
      <fieldset className="district-form__fields district-form__translations">
        <legend className="district-form__legend">{t.translations}</legend>
        <p className="district-form__hint">{t.translationsHint}</p>
        <TextField name="district_en" label={t.districtEn} lang="en" optional autoComplete="off" error={f.error('district_en')} />
        <TextField name="district_ru" label={t.districtRu} lang="ru" optional autoComplete="off" error={f.error('district_ru')} />
        <TextField name="city_en" label={t.cityEn} lang="en" optional autoComplete="off" error={f.error('city_en')} />
        <TextField name="city_ru" label={t.cityRu} lang="ru" optional autoComplete="off" error={f.error('city_ru')} />
      </fieldset>
      <div className="district-form__actions">
        <Link href={paths.adminSettings.href()} className="button button--secondary">
          {t.backToList}
        </Link>
        <Button type="submit" busy={f.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
