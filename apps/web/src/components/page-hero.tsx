import type { ReactNode } from 'react';

interface PageHeroProps {
  /** Extra classes after `pg-hero` (variants such as `pg-hero-slim`). */
  className?: string;
  kicker: string;
  title: string;
  subtitle: string;
  /** More of the copy column under the subtitle (actions, notes). */
  children?: ReactNode;
  /** The drawn art beside the copy. */
  art?: ReactNode;
}

/** The banner that opens the content pages: kicker, title, subtitle, actions and art. */
export function PageHero({ className = '', kicker, title, subtitle, children, art }: PageHeroProps) {
  return (
    <section className={`pg-hero ${className}`.trim()}>
      <div className="container pg-hero-inner">
        <div className="pg-hero-copy">
          <span className="pg-kicker">{kicker}</span>
          <h1>{title}</h1>
          <p>{subtitle}</p>
          {children}
        </div>
        {art}
      </div>
    </section>
  );
}
