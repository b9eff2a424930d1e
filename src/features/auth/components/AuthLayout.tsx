// The auth layout: a centred card on a soft background; from 1024 px a side panel with a
// calm illustration. Every auth screen renders its form inside it.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import type { AuthScope } from '../../../state/auth-flow';
import { Icon } from '../../../ui/icon/Icon';
import { Logo } from '../../../ui/logo/Logo';
import './auth-layout.css';

interface Props {
  title: string;
  lead?: ReactNode;
  /** the admin login shows the console's side panel and badge */
  scope?: AuthScope;
  children: ReactNode;
  /** a line under the card's content, e.g. the link to register */
  footer?: ReactNode;
}

export function AuthLayout({ title, lead, scope = 'user', children, footer }: Props) {
  const t = useTexts(authTexts);
  const admin = scope === 'admin';
  return (
    <div className="auth">
      <div className="auth__card">
        <aside className="auth__aside">
          <img className="auth__art" src={`${import.meta.env.BASE_URL}demo/flat-2.svg`} alt="" />
          <div className="auth__aside-text">
            <p className="auth__aside-title">{admin ? t.aside.adminTitle : t.aside.title}</p>
            <p>{admin ? t.aside.adminText : t.aside.text}</p>
            {!admin && (
              <ul className="auth__benefits">
                {t.aside.benefits.map((benefit) => (
                  <li key={benefit}>
                    <Icon name="shield" size={18} /> {benefit}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </aside>
        <div className="auth__panel">
          <Link href={paths.mainPage.href()} className="auth__brand" aria-label={t.homeLink}>
            <Logo />
          </Link>
          {admin && <p className="auth__badge">{t.adminLogin.badge}</p>}
          <h1 className="auth__title">
            {title}
          </h1>
          {lead && <p className="auth__lead">{lead}</p>}
          {children}
          {footer && <p className="auth__footer">{footer}</p>}
        </div>
      </div>
    </div>
  );
}
