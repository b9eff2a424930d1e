import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { conversationsQuery, threadQuery } from '../../api/messages';
import { $api } from '../../api/queries';
import { refusal, refusalText, toldCentrally } from '../../api/refusal';
import { TEXT_MAX_LENGTH } from '../../domain/limits';
import { appTexts, listingUiTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { keepTypedDraft, typedDraft } from '../../state/typed-drafts';
import { notify } from '../../state/notifications';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { TextAreaField } from '../form/TextAreaField';
import { quote } from '../user-words/quote';

interface Props {
  open: boolean;
  onClose: () => void;
  recipientId: number;
  /** the listing the message is about, when there is one */
  announcementId?: number;
  /** a reply in a conversation: the name of the person it goes to */
  replyTo?: string;
}

/**
 * The write-message dialog of §2. The draft lives here, outside the dialog's content, so it
 * survives a failed send and closing and reopening, and in the tab's storage for a later visit
 * (state/typed-drafts.ts); it is cleared only once the message is sent.
 */
export function WriteMessageDialog({ open, onClose, recipientId, announcementId, replyTo }: Props) {
  const t = useTexts(listingUiTexts).message;
  const app = useTexts(appTexts).app;
  // one draft per recipient, and per listing when the message is about one
  const draftKey = `message-${recipientId}${announcementId ? `-${announcementId}` : ''}`;
  const [text, setText] = useState(() => typedDraft(draftKey));
  const type = (typed: string) => {
    setText(typed);
    keepTypedDraft(draftKey, typed);
  };
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  // the dialog shows a refusal beside the text; 401 and 5xx are told centrally
  const sending = $api.useMutation('post', '/api/messages/new-message', {
    meta: { ownRefusal: true },
    onSuccess: () => {
      // the sender's conversations, and the one with the recipient, now hold this message
      void client.invalidateQueries({ queryKey: conversationsQuery().queryKey });
      void client.invalidateQueries({ queryKey: threadQuery(recipientId).queryKey });
      notify('success', t.sent);
      type('');
      onClose();
    },
    onError: (failure) => {
      const answer = refusal(failure);
      if (!toldCentrally(answer)) setError(refusalText(answer));
    },
  });
  const formId = useId();
  // closed, the text stays for the next opening; a message about the last try does not
  const close = () => {
    setError(null);
    onClose();
  };

  const field = useRef<HTMLTextAreaElement>(null);
  // the field says why, as a refused form field does: a screen reader hears it, and the text is typed there
  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  function send(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content) return refuse(t.required);
    if (content.length > TEXT_MAX_LENGTH) return refuse(t.tooLong);
    setError(null);
    if (sending.isPending) return;
    sending.mutate({ body: { recipient_id: recipientId, content, ...(announcementId ? { announcement_id: announcementId } : {}) } });
  }

  return (
    <Dialog
      open={open}
      title={replyTo === undefined ? t.title : quote(t.replyTitle, replyTo)}
      onClose={close}
      closesOnBack
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {app.cancel}
          </Button>
          <Button type="submit" form={formId} busy={sending.isPending}>
            {t.send}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={send} noValidate>
        <TextAreaField
          ref={field}
          name="content"
          label={t.label}
          // the dialog's one step: focus goes straight to it
          data-autofocus
          rows={6}
          value={text}
          // a first message about a listing is offered a start; a reply, or a message to an advertiser, is not
          placeholder={replyTo === undefined && announcementId ? t.placeholder : undefined}
          // as the rule counts it: what is sent is trimmed
          length={text.trim().length}
          error={error ?? undefined}
          onChange={(event) => {
            type(event.target.value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
