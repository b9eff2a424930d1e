// "Didn't get the code?": a visible countdown, then a button that sends a new code.
import { useState } from 'react';
import { authKa } from '../../../i18n/auth.ka';
import { Button } from '../../../ui/button/Button';
import { clock, useCountdown } from '../use-countdown';

/** Seconds before another code may be requested. */
export const RESEND_AFTER_S = 60;

interface Props {
  sentAt: number;
  /** sends a new code (and moves `sentAt` on when it went out) */
  onResend: () => Promise<void>;
}

export function ResendCode({ sentAt, onResend }: Props) {
  const left = useCountdown(sentAt + RESEND_AFTER_S * 1000);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await onResend();
    } finally {
      setSending(false);
    }
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
