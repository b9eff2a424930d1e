// Route ConfirmationCode: `?type=register` or `?type=resetPassword`. The flow's data comes from
// sessionStorage, so a reload here keeps the step (a registration then asks for the password again).
import { useState } from 'react';
import { useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { readRegistration, readReset } from '../../state/auth-flow';
import { FlowMissing } from './components/FlowMissing';
import { RegisterCode } from './components/RegisterCode';
import { ResetCode } from './components/ResetCode';
import { useReturnPath } from './sign-in';

export function ConfirmationCodePage() {
  const reset = new URLSearchParams(useSearch()).get('type') === 'resetPassword';
  return reset ? <ResetFlow /> : <RegisterFlow />;
}

function RegisterFlow() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const next = useReturnPath();
  const [pending] = useState(readRegistration);
  if (!pending) {
    return <FlowMissing title={screens.ConfirmationCode} text={t.code.missing} startHref={paths.register.href(next)} startLabel={t.code.startRegister} />;
  }
  return <RegisterCode pending={pending} />;
}

function ResetFlow() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const next = useReturnPath();
  const [pending] = useState(readReset);
  if (!pending) {
    return <FlowMissing title={screens.ConfirmationCode} text={t.code.missing} startHref={paths.resetPassword.href('user', next)} startLabel={t.code.startReset} />;
  }
  return <ResetCode pending={pending} />;
}
