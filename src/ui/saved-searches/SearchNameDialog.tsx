import { useId, useMemo } from 'react';
import { SEARCH_NAME_MAX } from '../../domain/limits';
import { useRules } from '../../domain/rules';
import { appTexts, savedSearchesTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { FieldCount } from '../form/FieldFrame';
import { TextField } from '../form/TextField';
import { useForm } from '../form/use-form';
import { searchNameSchema } from './search-name.schema';
import './saved-searches.css';

interface Props {
  title: string;
  submitLabel: string;
  /** the name the field starts with */
  name: string;
  /** the name a changed, unsaved name is kept under (use-form's draft), to come back after Esc */
  draft?: string;
  onClose: () => void;
  /** saves the name; a refusal it throws is shown on the field or as a notification */
  onSubmit: (name: string) => Promise<void>;
}

/** The name of a saved search, asked when it is saved and when it is renamed. */
export function SearchNameDialog({ title, submitLabel, name, draft, onClose, onSubmit }: Props) {
  const t = useTexts(savedSearchesTexts);
  const app = useTexts(appTexts).app;
  const rules = useRules();
  const schema = useMemo(() => searchNameSchema(rules), [rules]);
  const countId = useId();
  const form = useForm({
    schema,
    initialValues: { name },
    draft,
    async onSubmit(values) {
      try {
        await onSubmit(values.name);
        form.saved();
      } catch (error) {
        form.refuse(error);
      }
    },
  });
  return (
    <Dialog open title={title} onClose={onClose} closesOnBack>
      <form ref={form.form} className="search-name" noValidate>
        {/* the field is the dialog's one step: focus goes straight to it */}
        <TextField
          name="name"
          label={t.name}
          hint={t.nameHint}
          error={form.error('name')}
          aria-describedby={countId}
          end={<FieldCount id={countId} length={String(form.values().name ?? '').length} max={SEARCH_NAME_MAX} inline />}
          data-autofocus
        />
        <div className="dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            {app.cancel}
          </Button>
          <Button type="submit" busy={form.submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
