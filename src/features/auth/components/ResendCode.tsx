// "Didn't get the code?": a visible countdown, then a button that sends a new code. A 429 answer
// replaces the button with the server's wait, counted down.
import { useState } from 'react';
import { refusal, refusalText, toldCentrally } from '../../../api/refusal';
import { authKa } from '../../../i18n/auth.ka';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { useCooldown } from '../use-cooldown';
import { clock, useCountdown } from '../use-countdown';

/** Seconds before another code may be requested. */
export const RESEND_AFTER_S = 60;

interface Props {
  sentAt: number;
  /** sends a new code (and moves `sentAt` on when it went out); throws the refusal */
  onResend: () => Promise<void>;
}

export function ResendCode({ sentAt, onResend }: Props) {
  const left = useCountdown(sentAt + RESEND_AFTER_S * 1000);
  const cooldown = useCooldown();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await onResend();
    } catch (error) {
      const answer = refusal(error);
      if (!cooldown.hold(error) && !toldCentrally(answer)) notify('error', refusalText(answer));
    } finally {
      setSending(false);
    }
  }

  if (cooldown.left > 0) {
    return (
      <p className="resend" role="alert">
        {authKa.tooManyAttempts(cooldown.left)}
      </p>
    );
  }
  return (
    <p className="resend">
      <span>{authKa.code.noCode}</span>{' '}
      {left > 0 ? (
        <span className="resend__timer">{authKa.code.resendIn(clock(left))}</span>
      ) : (
        <Button variant="ghost" className="resend__button" busy={sending} onClick={() => void resend()}>
          {authKa.code.resend}
        </Button>
      )}
    </p>
  );
}
