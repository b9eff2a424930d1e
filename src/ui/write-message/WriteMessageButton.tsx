import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { listingUiTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { signInFor, useReadyAction } from '../../state/guest-action';
import { session } from '../../state/session';
import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import { PartBoundary, lazyPart } from '../load/lazy-part';

// the dialog and its form load when a message is first written, not with the listing page
const WriteMessageDialog = lazyPart(() => import('./WriteMessageDialog').then((m) => m.WriteMessageDialog));

interface Props {
  recipientId: number;
  announcementId?: number;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/** Opens the write-message dialog; a guest goes to sign-in without a request (§6). */
export function WriteMessageButton({ recipientId, announcementId, variant = 'secondary', className }: Props) {
  const [open, setOpen] = useState(false);
  // once opened, the dialog stays, closed, with what was typed in it for the next opening
  const [opened, setOpened] = useState(false);
  const t = useTexts(listingUiTexts).message;
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const openDialog = () => {
    setOpen(true);
    setOpened(true);
  };
  useReadyAction({ kind: 'message', recipient: recipientId, listing: announcementId }, button, openDialog);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        className={className}
        onClick={() => {
          // the session as it is now: a press answered as the page hydrates meets a render that still shows the server's guest
          if (!session.token) return navigate(signInFor({ kind: 'message', recipient: recipientId, listing: announcementId }));
          openDialog();
        }}
      >
        <Icon name="chat" size={18} /> {t.open}
      </Button>
      {opened && (
        // a dialog whose code failed to arrive goes, so the next press asks for it again
        <PartBoundary
          failure="opened"
          onClose={() => {
            setOpen(false);
            setOpened(false);
          }}
        >
          <WriteMessageDialog key={`${recipientId}-${announcementId ?? ''}`} open={open} onClose={() => setOpen(false)} recipientId={recipientId} announcementId={announcementId} />
        </PartBoundary>
      )}
    </>
  );
}
