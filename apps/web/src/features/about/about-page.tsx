import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { PageHero } from '../../components/page-hero';
import { BviBadge, MaltaBadge, PhilippinesBadge } from '../../art/badges';

/** ?type= of /abouts: 1 about us (default), 2 responsible gaming, 3 privacy, 4 terms, 5 deposit help, 6 withdrawal help. */
const VARIANTS = [
  { type: 1, key: 'about', icon: 'crown' },
  { type: 2, key: 'responsible', icon: 'heart' },
  { type: 3, key: 'privacy', icon: 'lock' },
  { type: 4, key: 'terms', icon: 'doc' },
  { type: 5, key: 'deposit', icon: 'in' },
  { type: 6, key: 'withdraw', icon: 'out' },
] as const;
type Variant = (typeof VARIANTS)[number];

/** Where each variant sends the reader next. */
const NEXT: Record<Variant['key'], { to: string; label: string }> = {
  about: { to: '/register', label: 'about.cta.register' },
  responsible: { to: '/kefu', label: 'about.cta.support' },
  privacy: { to: '/kefu', label: 'about.cta.support' },
  terms: { to: '/kefu', label: 'about.cta.support' },
  deposit: { to: '/mine/recharge', label: 'about.cta.deposit' },
  withdraw: { to: '/mine/withdraw', label: 'about.cta.withdraw' },
};

const POINTS = [1, 2, 3, 4] as const;

function variantOf(raw: string | null): Variant {
  return VARIANTS.find((v) => String(v.type) === raw) ?? VARIANTS[0];
}

function TabIcon({ kind }: { kind: Variant['icon'] }) {
  const d: Record<Variant['icon'], React.ReactElement> = {
    crown: <path d="M4 17l-1-9 5 4 4-7 4 7 5-4-1 9z M4 19h16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
    heart: <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" fill="none" stroke="currentColor" strokeWidth="1.8" />,
    lock: (
      <>
        <rect x="5" y="10" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M8 10V7a4 4 0 018 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </>
    ),
    doc: (
      <>
        <path d="M6 3h9l4 4v14H6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M9 11h7M9 15h7" stroke="currentColor" strokeWidth="1.6" />
      </>
    ),
    in: (
      <>
        <rect x="3" y="6" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 2v9m-3-3l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </>
    ),
    out: (
      <>
        <rect x="3" y="8" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 12V3m-3 3l3-3 3 3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      {d[kind]}
    </svg>
  );
}

function PillarIcon({ n }: { n: number }) {
  const art = [
    <>
      <path d="M24 5l15 6v11c0 10-6.5 17-15 20-8.5-3-15-10-15-20V11z" fill="#1f2a48" stroke="url(#ab-gold)" strokeWidth="2.5" />
      <path d="M17 24l5 5 9-11" fill="none" stroke="#fff1b8" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </>,
    <>
      <rect x="11" y="21" width="26" height="20" rx="4" fill="#1f2a48" stroke="url(#ab-gold)" strokeWidth="2.5" />
      <path d="M16 21v-5a8 8 0 0116 0v5" fill="none" stroke="url(#ab-gold)" strokeWidth="2.5" />
      <text x="24" y="35" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff1b8">
        128
      </text>
    </>,
    <>
      <circle cx="24" cy="25" r="16" fill="#1f2a48" stroke="url(#ab-gold)" strokeWidth="2.5" />
      <path d="M24 15v10l7 4" fill="none" stroke="#fff1b8" strokeWidth="3" strokeLinecap="round" />
      <path d="M38 8l-5 8h6l-7 10" fill="none" stroke="#f0c75e" strokeWidth="2.2" strokeLinejoin="round" />
    </>,
    <>
      <path d="M10 26v-3a14 14 0 0128 0v3" fill="none" stroke="url(#ab-gold)" strokeWidth="2.5" />
      <rect x="6" y="24" width="8" height="12" rx="3" fill="#1f2a48" stroke="url(#ab-gold)" strokeWidth="2.2" />
      <rect x="34" y="24" width="8" height="12" rx="3" fill="#1f2a48" stroke="url(#ab-gold)" strokeWidth="2.2" />
      <text x="24" y="33" textAnchor="middle" fontSize="8" fontWeight="800" fill="#fff1b8">
        24/7
      </text>
    </>,
  ][n - 1];
  return (
    <svg viewBox="0 0 48 48" width="52" height="52" aria-hidden>
      <defs>
        <linearGradient id="ab-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="1" stopColor="#c8922a" />
        </linearGradient>
      </defs>
      {art}
    </svg>
  );
}

export default function AboutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: app } = useAppInfo();
  const variant = variantOf(params.get('type'));
  const next = NEXT[variant.key];
  const title = app?.title ?? '';

  return (
    <div className="pg about-page">
      <PageHero className="pg-hero-slim" kicker="ABOUT US" title={t('about.heroTitle')} subtitle={t('about.heroSub')} />

      <div className="container about-layout">
        <nav className="about-nav" aria-label={t('about.navLabel')}>
          {VARIANTS.map((v) => (
            <AppLink key={v.type} to={`/abouts?type=${v.type}`} className={`about-nav-link${v.type === variant.type ? ' active' : ''}`}>
              <TabIcon kind={v.icon} />
              <span>{t(`about.tab.${v.key}`)}</span>
            </AppLink>
          ))}
        </nav>

        <article className="pg-card about-article" data-testid="about-variant" data-variant={variant.type}>
          <h2 className="pg-title">{t(`about.${variant.key}.title`)}</h2>
          <p className="about-lead">{t(`about.${variant.key}.lead`, { title })}</p>
          <ul className="about-points">
            {POINTS.map((n) => (
              <li key={n}>
                <b>{t(`about.${variant.key}.h${n}`)}</b>
                <p>{t(`about.${variant.key}.p${n}`, { title })}</p>
              </li>
            ))}
          </ul>
          <div className="about-cta">
            <AppLink to={next.to} className="btn btn-gold">
              {t(next.label)}
            </AppLink>
          </div>
        </article>
      </div>

      <section className="container pg-section">
        <header className="pg-section-head">
          <h2>{t('about.pillarsTitle')}</h2>
          <p>{t('about.pillarsSub')}</p>
        </header>
        <div className="about-pillars" data-testid="about-pillars">
          {([1, 2, 3, 4] as const).map((n) => (
            <div className="about-pillar" key={n}>
              <PillarIcon n={n} />
              <b>{t(`about.pillar${n}`)}</b>
              <p>{t(`about.pillar${n}Desc`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="container pg-section">
        <header className="pg-section-head">
          <h2>{t('about.licencesTitle')}</h2>
          <p>{t('about.licencesSub')}</p>
        </header>
        <div className="about-licences" data-testid="about-licences">
          <div className="about-licence">
            <MaltaBadge />
            <b>{t('about.licence.malta')}</b>
            <p>{t('about.licence.maltaDesc')}</p>
          </div>
          <div className="about-licence">
            <BviBadge />
            <b>{t('about.licence.bvi')}</b>
            <p>{t('about.licence.bviDesc')}</p>
          </div>
          <div className="about-licence">
            <PhilippinesBadge />
            <b>{t('about.licence.ph')}</b>
            <p>{t('about.licence.phDesc')}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
