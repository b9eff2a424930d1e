import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Sentence } from '../user-words/Sentence';
import type { Quote } from '../user-words/quote';
import { useBackCloses } from './back-closes';
import { modalClosed, modalOpened } from './modal-stack';
import './dialog.css';

interface Props {
  open: boolean;
  /** a Quote where it names someone's words (a person, a listing) */
  title: string | Quote;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** a photo view: as wide as the screen allows, on a dark ground */
  media?: boolean;
  /** a long form: the body scrolls under a fixed title and a fixed action row */
  long?: boolean;
  /** role="alertdialog" for questions and errors that need an answer */
  alert?: boolean;
  /** an overlay a phone's visitor leaves with Back (the filters, the full-screen photos, a message or a search's name being written, the device's searches): Back closes it */
  closesOnBack?: boolean;
}

/**
 * The dialog primitive: a native modal <dialog>, so the page behind is inert (focus stays
 * inside), Escape closes it, and focus returns to whatever opened it.
 */
export function Dialog({ open, title, onClose, children, footer, wide = false, media = false, long = false, alert = false, closesOnBack = false }: Props) {
  const t = useTexts(appTexts);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();
  useBackCloses(open && closesOnBack, onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // the dialog's own first step, where it names one, rather than its close button
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open) return;
    // on the stack while open, whether it closes or is removed (and again after StrictMode's trial unmount)
    modalOpened(dialog);
    return () => modalClosed(dialog);
  }, [open]);

  // a dialog removed while open still hands focus back
  useEffect(() => () => restoreFocus(opener.current), []);

  return (
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog--wide' : ''}${media ? ' dialog--media' : ''}${long ? ' dialog--long' : ''}`}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={open ? titleId : undefined}
      // an alert's words are read with its title, before the button that takes the focus
      aria-describedby={open && alert ? bodyId : undefined}
      onCancel={(event) => {
        // Escape cancels the topmost dialog only: a dialog opened over this one (React passes its
        // cancel on to the dialogs around it) closes alone, and what this one holds stays
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClose={() => restoreFocus(opener.current)}
    >
      {open && (
        <>
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              <Sentence text={title} />
            </h2>
            <button type="button" className="dialog__close" aria-label={t.app.close} onClick={onClose}>
              ×
            </button>
          </div>
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}

function restoreFocus(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) element.focus();
}
