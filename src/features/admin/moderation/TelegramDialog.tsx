import { useMemo } from 'react';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from '../shared/DialogActions';
import { useFocusOnOpen } from '../shared/use-focus-on-open';
import { todayIso } from '../shared/dates';
import { FIRST_POST_DAY, telegramSchema } from './dialogs.schema';
import '../shared/dialog-actions.css';
import type { Listing } from '../../../domain/listing';

type Publication = { publication_date: string; link: string };

interface Props {
  listing: Listing;
  onClose: () => void;
  /** resolves once saved; throws the refusal, which the form shows */
  onSubmit: (publication: Publication) => Promise<unknown>;
}

/** Records that a listing was posted on the Telegram channel: the day and the post's link. */
export function TelegramDialog({ listing, onClose, onSubmit }: Props) {
  const t = useTexts(adminTexts).telegram;
  return (
    <Dialog open title={t.title(listing.id)} onClose={onClose}>
      <TelegramForm draft={`telegram-${listing.id}`} onCancel={onClose} onSubmit={onSubmit} />
    </Dialog>
  );
}

function TelegramForm({ draft, onCancel, onSubmit }: { draft: string; onCancel: () => void; onSubmit: Props['onSubmit'] }) {
  const texts = useTexts(adminTexts);
  const t = texts.telegram;
  const r = useRules();
  const schema = useMemo(() => telegramSchema(r, texts), [r, texts]);
  const focus = useFocusOnOpen<HTMLInputElement>();
  const f = useForm({
    schema,
    initialValues: { publication_date: todayIso(), link: '' },
    draft,
    onSubmit: async (values) => {
      try {
        await onSubmit(values);
        f.saved();
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  return (
    <form ref={f.form} noValidate className="dialog-form">
      <TextField ref={focus} name="link" type="url" label={t.link} hint={t.linkHint} autoComplete="off" error={f.error('link')} />
      <TextField name="publication_date" type="date" label={t.date} min={FIRST_POST_DAY} max={todayIso()} error={f.error('publication_date')} />
      <DialogActions submitLabel={t.submit} busy={f.submitting} form={f} startsBlank onCancel={onCancel} />
    </form>
  );
}
