import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { handles } from '../../api/middleware/errors';
import { TEXT_MAX_LENGTH } from '../../domain/limits';
import { ka } from '../../i18n/ka';
import { listingUiKa } from '../../i18n/listing-ui.ka';
import { notify } from '../../state/notifications';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import './write-message.css';

interface Props {
  open: boolean;
  onClose: () => void;
  recipientId: number;
  /** the listing the message is about, when there is one */
  announcementId?: number;
}

const t = listingUiKa.message;

/**
 * The write-message dialog of §2. The draft lives here, outside the dialog's content, so it
 * survives a failed send and closing and reopening; it is cleared only once the message is sent.
 */
export function WriteMessageDialog({ open, onClose, recipientId, announcementId }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const errorId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content) return setError(t.required);
    if (content.length > TEXT_MAX_LENGTH) return setError(t.tooLong);
    setError(null);
    setBusy(true);
    const { data, error: failure } = await api.POST('/api/messages/new-message', {
      body: { recipient_id: recipientId, content, ...(announcementId ? { announcement_id: announcementId } : {}) },
      middleware: [handles(422)],
    });
    setBusy(false);
    if (data) {
      notify('success', t.sent);
      setText('');
      onClose();
    } else if (failure && 'result' in failure) {
      const result = failure.result;
      setError(typeof result === 'string' ? result : (Object.values(result).flat()[0] ?? ka.errors.unknown));
    }
  }

  return (
    <Dialog
      open={open}
      title={t.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {ka.app.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t.send}
          </Button>
        </>
      }
    >
      <form id={formId} className="write-message" onSubmit={send} noValidate>
        <label htmlFor={`${formId}-text`}>{t.label}</label>
        <textarea
          id={`${formId}-text`}
          name="content"
          rows={6}
          maxLength={TEXT_MAX_LENGTH}
          value={text}
          placeholder={t.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <div className="write-message__meta">
          {error ? (
            <p id={errorId} className="write-message__error" role="alert">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span className="write-message__counter">{t.counter(text.length, TEXT_MAX_LENGTH)}</span>
        </div>
      </form>
    </Dialog>
  );
}
