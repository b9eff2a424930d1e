import { memo, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { adminTexts, appTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { adminNav, isCurrent } from './admin-nav';
import './admin-layout.css';

interface Props {
  title: string;
  /** buttons or links beside the heading */
  actions?: ReactNode;
  /** the content's last child fills the window's height below what is above it (the queue: list and listing scroll on their own) */
  fill?: boolean;
  children: ReactNode;
}

/** The console frame: the menu of what the role may open, then the screen's heading and content. */
export function AdminLayout({ title, actions, fill = false, children }: Props) {
  return (
    <div className={`admin-layout${fill ? ' admin-layout--fill' : ''}`}>
      <AdminNav />
      <div className="admin-layout__content">
        <div className="page-head admin-layout__head">
          <h1 className="admin-layout__title">{title}</h1>
          {actions && <div className="admin-layout__actions">{actions}</div>}
        </div>
        {children}
      </div>
    </div>
  );
}

// drawn again for the user, the address or the language, not for each render of the screen beside it
const AdminNav = memo(function AdminNav() {
  const { nav } = useTexts(adminTexts);
  const { screens } = useTexts(appTexts);
  const { user } = useSession();
  const [location] = useLocation();
  const groups = user ? adminNav(user.role, { screens, nav }) : [];
  return (
    <nav className="admin-layout__nav" aria-label={nav.label}>
      <p className="admin-layout__brand">{nav.title}</p>
      {groups.map((group) => (
        <div key={group.label ?? 'main'} className="admin-layout__group">
          {group.label && <p className="admin-layout__group-label">{group.label}</p>}
          <ul className="admin-layout__list">
            {group.items.map((item) => {
              const current = isCurrent(item, location);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={`admin-layout__link${current ? ' admin-layout__link--current' : ''}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
});
