import { useMemo } from 'react';
import type { components } from '../../../api/schema.gen';
import { parseNumber } from '../../../domain/format';
import { useOptions } from '../../../domain/options';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from '../shared/DialogActions';
import { useFocusOnOpen } from '../shared/use-focus-on-open';
import { isTariffName, tariffSchema } from './dialogs.schema';
import '../shared/dialog-actions.css';
import type { Listing } from '../../../domain/listing';

type TariffName = components['schemas']['TariffName'];

interface Props {
  listing: Listing;
  onClose: () => void;
  /** resolves once saved; throws the refusal, which the form shows */
  onSubmit: (tariff: { tariff: TariffName; days: number }) => Promise<unknown>;
}

/** §2 admin change-tariff dialog: give the listing a tariff for a number of days. */
export function ChangeTariffDialog({ listing, onClose, onSubmit }: Props) {
  const t = useTexts(adminTexts).tariffDialog;
  return (
    <Dialog open title={t.title(listing.id)} onClose={onClose}>
      <TariffForm draft={`tariff-${listing.id}`} initial={listing.tariff ?? 'vip'} onCancel={onClose} onSubmit={onSubmit} />
    </Dialog>
  );
}

function TariffForm({ draft, initial, onCancel, onSubmit }: { draft: string; initial: TariffName; onCancel: () => void; onSubmit: Props['onSubmit'] }) {
  const t = useTexts(adminTexts).tariffDialog;
  const { tariffNames } = useOptions();
  const r = useRules();
  const schema = useMemo(() => tariffSchema(r), [r]);
  const focus = useFocusOnOpen<HTMLInputElement>();
  const f = useForm({
    schema,
    initialValues: { tariff: initial, days: '' },
    draft,
    onSubmit: async (values) => {
      if (!isTariffName(values.tariff, tariffNames)) return;
      try {
        await onSubmit({ tariff: values.tariff, days: parseNumber(values.days) });
        f.saved();
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  return (
    <form ref={f.form} noValidate className="dialog-form">
      <SelectField name="tariff" label={t.tariff} options={tariffNames} defaultValue={initial} error={f.error('tariff')} />
      <TextField ref={focus} name="days" label={t.days} hint={t.daysHint} inputMode="numeric" autoComplete="off" error={f.error('days')} />
      <DialogActions submitLabel={t.submit} busy={f.submitting} form={f} startsBlank onCancel={onCancel} />
    </form>
  );
}
