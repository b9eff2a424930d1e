// "Didn't get the code?": a visible countdown, then a button that sends a new code. A 429 answer
// replaces the button with the server's wait, counted down.
import { useState } from 'react';
import { refusalText, toldCentrally } from '../../../api/refusal';
import { authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { useCooldown } from '../../../ui/countdown/use-cooldown';
import { clock, useCountdown } from '../../../ui/countdown/use-countdown';
import { authRefusal } from '../refused';

/** Seconds before another code may be requested. */
export const RESEND_AFTER_S = 60;

interface Props {
  sentAt: number;
  /** sends a new code (and moves `sentAt` on when it went out); throws the refusal */
  onResend: () => Promise<void>;
}

export function ResendCode({ sentAt, onResend }: Props) {
  const t = useTexts(authTexts);
  const left = useCountdown(sentAt + RESEND_AFTER_S * 1000);
  const cooldown = useCooldown();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await onResend();
    } catch (error) {
      const answer = authRefusal(error, t.code.sendFailed);
      if (!cooldown.hold(error) && !toldCentrally(answer)) notify('error', refusalText(answer));
    } finally {
      setSending(false);
    }
  }

  if (cooldown.message) {
    return (
      <p className="resend" role="alert">
        {cooldown.message}
      </p>
    );
  }
  return (
    <p className="resend">
      <span>{t.code.noCode}</span>{' '}
      {left > 0 ? (
        <span className="resend__timer">{t.code.resendIn(clock(left))}</span>
      ) : (
        <Button variant="ghost" className="resend__button" busy={sending} onClick={() => void resend()}>
          {t.code.resend}
        </Button>
      )}
    </p>
  );
}
