// The code and new-password screens opened without their flow (a finished flow, another device,
// a cleared browser): say so and offer to start again.
import { Link } from 'wouter';
import { paths, queryString } from '../../../config/paths';
import { authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useReturnPath } from '../sign-in';
import { AuthLayout } from './AuthLayout';

interface Props {
  title: string;
  text: string;
  startHref: string;
  startLabel: string;
}

export function FlowMissing({ title, text, startHref, startLabel }: Props) {
  const t = useTexts(authTexts);
  const next = useReturnPath();
  return (
    <AuthLayout title={title}>
      <p role="alert">{text}</p>
      <Link href={startHref} className="button button--primary auth__action">
        {startLabel}
      </Link>
      <Link href={paths.login.href(queryString({ next }))} className="auth-form__note">
        {t.backToLogin}
      </Link>
    </AuthLayout>
  );
}
