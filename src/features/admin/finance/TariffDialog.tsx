import { useMemo } from 'react';
import type { components } from '../../../api/schema.gen';
import { refusal, refusalFields, toldCentrally } from '../../../api/refusal';
import { numberInput, parseNumber } from '../../../domain/format';
import { labelOf, useOptions } from '../../../domain/options';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from '../shared/DialogActions';
import { useFocusOnOpen } from '../shared/use-focus-on-open';
import { useSaveTariffs } from './api/mutations';
import { tariffSchema } from './tariff.schema';
import '../shared/dialog-actions.css';

type Tariff = components['schemas']['Tariff'];

interface Props {
  tariff: Tariff;
  onClose: () => void;
}

/** Edits one tariff's price and day range (POST /admin-api/tariffs with that tariff). */
export function TariffDialog({ tariff, onClose }: Props) {
  const t = useTexts(adminTexts).tariffs;
  const { tariffNames } = useOptions();
  return (
    <Dialog open title={t.dialogTitle(labelOf(tariffNames, tariff.name))} onClose={onClose}>
      <TariffForm tariff={tariff} onClose={onClose} />
    </Dialog>
  );
}

function TariffForm({ tariff, onClose }: Props) {
  const texts = useTexts(adminTexts);
  const t = texts.tariffs;
  const lang = useLang();
  const r = useRules();
  const schema = useMemo(() => tariffSchema(r, t), [r, t]);
  const focus = useFocusOnOpen<HTMLInputElement>();
  const save = useSaveTariffs();
  const f = useForm({
    schema,
    initialValues: { price: numberInput(tariff.price, lang), min_days: String(tariff.min_days), max_days: String(tariff.max_days) },
    draft: `tariff-price-${tariff.id}`,
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({
          body: { tariffs: [{ id: tariff.id, price: parseNumber(values.price), min_days: parseNumber(values.min_days), max_days: parseNumber(values.max_days) }] },
        });
        f.saved();
        notify('success', texts.common.saved);
        onClose();
      } catch (error) {
        const answer = refusal(error);
        // the server names the fields of the list it got (tariffs.0.price); the form has price
        if ('fields' in answer && !toldCentrally(answer)) {
          // worded again from the answer when the language changes
          const fields = () => Object.fromEntries(Object.entries(refusalFields(refusal(error))).map(([key, list]) => [key.replace(/^tariffs\.\d+\./, ''), list]));
          f.setServerErrors(fields).forEach((text) => notify('error', text));
        } else f.refuse(error);
      }
    },
  });
  return (
    <form ref={f.form} noValidate className="dialog-form">
      <TextField ref={focus} name="price" label={t.priceLabel} inputMode="decimal" autoComplete="off" error={f.error('price')} />
      <TextField name="min_days" label={t.minLabel} inputMode="numeric" autoComplete="off" error={f.error('min_days')} />
      <TextField name="max_days" label={t.maxLabel} inputMode="numeric" autoComplete="off" error={f.error('max_days')} />
      <DialogActions submitLabel={texts.common.save} busy={f.submitting} form={f} onCancel={onClose} />
    </form>
  );
}
