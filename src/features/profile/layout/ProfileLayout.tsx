import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { formatGel } from '../../../domain/format';
import { personName } from '../../../domain/person';
import { langMark } from '../../../domain/written-in';
import { profileTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { Avatar } from '../../../ui/avatar/Avatar';
import { Icon } from '../../../ui/icon/Icon';
import { measureBeforePaint } from '../../../ui/idle/layout-task';
import { UnreadBadge } from '../components/UnreadBadge';
import './profile-layout.css';

interface Props {
  title: string;
  /** a sentence under the heading (its skeleton shows it too) */
  lead?: string;
  /** buttons or links beside the heading */
  actions?: ReactNode;
  children: ReactNode;
}

/** The profile area (§2): a side menu from 1024 px, scrollable tabs on phones, then the screen. */
export function ProfileLayout({ title, lead, actions, children }: Props) {
  const t = useTexts(profileTexts).nav;
  const lang = useLang();
  const { user } = useSession();
  const [location] = useLocation();
  const unread = user?.unread_messages ?? 0;
  const tabs = useRef<HTMLUListElement>(null);

  // phones: the tabs scroll sideways; bring the current one into view. The whole new screen is
  // laid out to measure it, in a task of its own (queued as it commits: the sooner, the likelier
  // before the frame)
  useLayoutEffect(
    () =>
      measureBeforePaint(() => {
        const list = tabs.current;
        const current = list?.querySelector('[aria-current="page"]');
        if (!list || !current) return;
        list.scrollLeft += current.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
      }),
    [location],
  );

  const items = [
    { href: paths.myApartments.href(), icon: 'list', label: t.myApartments, extra: null },
    { href: paths.savedApartments.href(), icon: 'heart', label: t.saved, extra: null },
    { href: paths.savedSearches.href(), icon: 'search', label: t.searches, extra: null },
    { href: paths.recentlyViewed.href(), icon: 'eye', label: t.recent, extra: null },
    {
      href: paths.myMessages.href(),
      icon: 'chat',
      label: t.messages,
      extra:
        unread > 0 ? <UnreadBadge count={unread} label={t.unread(unread)} /> : null,
    },
    {
      href: paths.myWallet.href(),
      icon: 'wallet',
      label: t.wallet,
      extra: user ? <span className="profile-nav__value">{formatGel(user.balance, lang)}</span> : null,
    },
    { href: paths.editProfile.href(), icon: 'user', label: t.editProfile, extra: null },
  ] as const;

  return (
    <div className="page profile-layout">
      <aside className="profile-layout__side">
        {user && (
          <div className="profile-layout__user">
            <Avatar name={user.name} image={user.image} size={48} />
            <p className="profile-layout__name" lang={langMark(personName(user), lang)}>
              {personName(user)}
            </p>
          </div>
        )}
        <nav aria-label={t.label}>
          <ul ref={tabs} className="profile-nav">
            {items.map((item) => {
              const current = location === item.href;
              return (
                <li key={item.href}>
                  <Link href={item.href} className={`profile-nav__link${current ? ' is-current' : ''}`} aria-current={current ? 'page' : undefined}>
                    <Icon name={item.icon} size={20} />
                    <span className="profile-nav__label">{item.label}</span>
                    {item.extra}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <section className="profile-layout__main" aria-labelledby="profile-title">
        <header className="page-head">
          <div>
            <h1 id="profile-title" className="profile-layout__title">
              {title}
            </h1>
            {lead && <p className="page-lead">{lead}</p>}
          </div>
          {actions}
        </header>
        {children}
      </section>
    </div>
  );
}
