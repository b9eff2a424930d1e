// "Didn't get the code?": a button that sends a new code, waiting out a visible countdown first.
// A 429 answer makes it wait out the server's wait too, counted down in an alert.
import { useId, useState } from 'react';
import { refusalText, toldCentrally } from '../../../api/refusal';
import { authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { FormAlert } from '../../../ui/form/FormAlert';
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
  const timerId = useId();
  const alertId = useId();

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

  return (
    <>
      <p className="resend">
        <span>{t.code.noCode}</span>{' '}
        {/* waiting, not replaced by the countdown: a pressed button keeps the focus, and tells why it waits */}
        <Button
          variant="ghost"
          className="resend__button"
          busy={sending}
          waiting={left > 0 || cooldown.left > 0}
          aria-describedby={`${timerId} ${alertId}`}
          onClick={() => void resend()}
        >
          {t.code.resend}
        </Button>
        <span id={timerId} className="resend__timer">
          {left > 0 && t.code.resendIn(clock(left))}
        </span>
      </p>
      <FormAlert id={alertId}>{cooldown.message}</FormAlert>
    </>
  );
}
