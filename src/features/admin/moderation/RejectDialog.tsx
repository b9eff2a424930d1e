import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { localized } from '../../../domain/localized';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { useForm } from '../../../ui/form/use-form';
import { QueryView } from '../../../ui/load/QueryView';
import { DialogActions } from '../shared/DialogActions';
import { useFocusOnOpen } from '../shared/use-focus-on-open';
import { rejectCategoriesQuery } from './api/queries';
import { rejectSchema } from './dialogs.schema';
import { RejectHistory } from './PanelDetails';
import { rejectReason, type RejectReason } from './reject-reason';
import '../shared/dialog-actions.css';
import './reject-dialog.css';
import type { Listing } from '../../../domain/listing';

interface Props {
  listing: Listing;
  onClose: () => void;
  /** resolves once saved; throws the refusal, which the form shows */
  onSubmit: (reason: RejectReason) => Promise<unknown>;
}

/**
 * §2 rejection reason dialog: a category, the message the owner will read, and the earlier
 * rejections. What was chosen and typed is kept for the listing until it is sent (state/typed-drafts.ts):
 * closing the dialog, a reload or a session that ended meanwhile does not lose it.
 */
export function RejectDialog({ listing, onClose, onSubmit }: Props) {
  const t = useTexts(adminTexts).reject;
  return (
    <Dialog open wide title={t.title(listing.id)} onClose={onClose}>
      <RejectForm draftKey={`reject-${listing.id}`} onCancel={onClose} onSubmit={onSubmit} />
      {listing.reject_history.length > 0 && (
        <section className="reject-dialog__history">
          <h3 className="reject-dialog__heading">{t.history}</h3>
          <RejectHistory listing={listing} />
        </section>
      )}
    </Dialog>
  );
}

function RejectForm({ draftKey, onCancel, onSubmit }: Omit<Props, 'listing' | 'onClose'> & { draftKey: string; onCancel: () => void }) {
  const lang = useLang();
  const t = useTexts(adminTexts).reject;
  const r = useRules();
  const schema = useMemo(() => rejectSchema(r), [r]);
  const categories = useQuery(rejectCategoriesQuery());
  const f = useForm({
    schema,
    draft: draftKey,
    onSubmit: async (values) => {
      // the chosen category's names in every language go with it (the radio holds the Georgian one)
      const category = categories.data?.result.find(({ name_ge }) => name_ge === values.reject_category_ge) ?? { name_ge: values.reject_category_ge };
      try {
        await onSubmit(rejectReason(category, values.reject_message));
        f.saved();
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  const categoryError = f.error('reject_category_ge');
  // a category restored from the draft is sent with its names in every language, which come with the list
  const ready = categories.data !== undefined;
  // once the categories are drawn: QueryView draws an answer a render after it came
  const first = useFocusOnOpen<HTMLInputElement>(useDeferredValue(ready));
  return (
    <form
      ref={f.form}
      noValidate
      className="dialog-form"
      onKeyDown={(event) => {
        // Ctrl+Enter sends from the message box, where Enter starts a new line
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          if (ready) event.currentTarget.requestSubmit();
        }
      }}
    >
      <fieldset className="reject-dialog__categories" aria-describedby={categoryError ? 'reject-category-error' : undefined}>
        <legend className="field__label">{t.category}</legend>
        <QueryView query={categories} icon="list">
          {(data) => (
            <div className="reject-dialog__options">
              {data.result.map((category, n) => (
                <label key={category.id} className="reject-dialog__option">
                  <input
                    type="radio"
                    name="reject_category_ge"
                    value={category.name_ge}
                    // the first category takes the focus so arrows pick one straight away
                    ref={n === 0 ? first : undefined}
                    aria-invalid={categoryError ? true : undefined}
                  />
                  {localized(category, 'name_ge', lang)}
                </label>
              ))}
            </div>
          )}
        </QueryView>
        {categoryError && (
          <p id="reject-category-error" className="field__error" role="alert">
            {categoryError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="reject_message"
        label={t.message}
        hint={t.messageHint}
        length={String(f.values().reject_message ?? '').length}
        error={f.error('reject_message')}
      />
      <DialogActions submitLabel={t.submit} busy={f.submitting} waiting={!ready} form={f} startsBlank onCancel={onCancel} danger />
    </form>
  );
}
