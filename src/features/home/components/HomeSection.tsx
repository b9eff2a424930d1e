import type { ReactNode } from 'react';

type Props = {
  /** id of the heading, which names the section */
  id: string;
  title: string;
  subtitle: string;
  /** the link or button beside the heading */
  action: ReactNode;
  children: ReactNode;
};

/** A strip of the main page: heading, subtitle and one action above its content. */
export function HomeSection({ id, title, subtitle, action, children }: Props) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <div>
          <h2 id={id} className="home-section__title">
            {title}
          </h2>
          <p className="home-section__subtitle">{subtitle}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
