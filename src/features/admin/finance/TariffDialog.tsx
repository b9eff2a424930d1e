import { api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { labelOf, tariffNames } from '../../../domain/options';
import { adminKa } from '../../../i18n/admin.ka';
import { notify } from '../../../state/notifications';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from '../shared/DialogActions';
import { failed, renameFields } from '../shared/outcome';
import { useFocusOnOpen } from '../shared/use-focus-on-open';
import { tariffSchema } from './tariff.schema';
import '../shared/dialog-actions.css';

type Tariff = components['schemas']['Tariff'];

interface Props {
  tariff: Tariff;
  onClose: () => void;
  /** every tariff as the server saved it */
  onSaved: (tariffs: Tariff[]) => void;
}

/** Edits one tariff's price and day range (POST /admin-api/tariffs with that tariff). */
export function TariffDialog({ tariff, onClose, onSaved }: Props) {
  return (
    <Dialog open title={adminKa.tariffs.dialogTitle(labelOf(tariffNames, tariff.name))} onClose={onClose}>
      <TariffForm tariff={tariff} onCancel={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function TariffForm({ tariff, onCancel, onSaved }: { tariff: Tariff; onCancel: () => void; onSaved: Props['onSaved'] }) {
  const t = adminKa.tariffs;
  const focus = useFocusOnOpen<HTMLInputElement>();
  const f = useForm({
    schema: tariffSchema,
    initialValues: { price: String(tariff.price), min_days: String(tariff.min_days), max_days: String(tariff.max_days) },
    onSubmit: async (values) => {
      const { data, error } = await api.POST('/admin-api/tariffs', {
        body: { tariffs: [{ id: tariff.id, price: Number(values.price), min_days: Number(values.min_days), max_days: Number(values.max_days) }] },
      });
      if (data) {
        notify('success', adminKa.common.saved);
        onSaved(data.result);
        return;
      }
      const outcome = failed(error);
      // the server names the fields of the list it got: tariffs.0.price
      if (!outcome.ok && outcome.fields) {
        f.setServerErrors(renameFields(outcome.fields, (key) => key.replace(/^tariffs\.\d+\./, ''))).forEach((text) => notify('error', text));
      }
    },
  });
  return (
    <form ref={f.form} noValidate className="dialog-form">
      <TextField ref={focus} name="price" label={t.priceLabel} inputMode="decimal" autoComplete="off" error={f.error('price')} />
      <TextField name="min_days" label={t.minLabel} inputMode="numeric" autoComplete="off" error={f.error('min_days')} />
      <TextField name="max_days" label={t.maxLabel} inputMode="numeric" autoComplete="off" error={f.error('max_days')} />
      <DialogActions submitLabel={adminKa.common.save} busy={f.submitting} onCancel={onCancel} />
    </form>
  );
}
