import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { CrownLogo } from '../../art/logo';
import { PageHero } from '../../components/page-hero';
import { KingsbayCrest, SolvaneCrest } from '../../art/crests';

/** The two football club sponsorship partnerships (spec §1); each has its own view at /gamePage?type=1|2 (spec §2.3). */
const CLUBS = [
  { type: 1, key: 'club1', Crest: KingsbayCrest, tone: 'navy' },
  { type: 2, key: 'club2', Crest: SolvaneCrest, tone: 'red' },
] as const;
const FACTS = ['founded', 'stadium', 'honours'] as const;
const SECTIONS = ['video', 'info', 'pictures', 'service', 'players', 'news'] as const;

export default function CompanionPage() {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  const title = app?.title ?? '';
  return (
    <div className="pg cp-page">
      <PageHero
        className="cp-hero"
        kicker="OFFICIAL PARTNERS"
        title={t('companion.title')}
        subtitle={t('companion.subtitle', { title })}
        art={
          <div className="cp-hero-crests" aria-hidden>
            <KingsbayCrest size={96} />
            <span className="cp-hero-x">×</span>
            <CrownLogo size={84} />
            <span className="cp-hero-x">×</span>
            <SolvaneCrest size={104} />
          </div>
        }
      />

      <div className="container cp-clubs">
        {CLUBS.map(({ type, key, Crest, tone }) => (
          <article key={key} className={`cp-club cp-${tone}`} data-testid={`partner-${type}`}>
            <div className="cp-club-crest">
              <Crest size={150} />
              <span className="cp-season">{t(`companion.${key}.since`)}</span>
            </div>
            <div className="cp-club-body">
              <span className="cp-role">{t(`companion.${key}.role`)}</span>
              <h2>{t(`companion.${key}.name`)}</h2>
              <p className="cp-desc">{t(`companion.${key}.desc`, { title })}</p>
              <dl className="cp-facts">
                {FACTS.map((f) => (
                  <div key={f}>
                    <dt>{t(`companion.fact.${f}`)}</dt>
                    <dd>{t(`companion.${key}.${f}`)}</dd>
                  </div>
                ))}
              </dl>
              <ul className="cp-sections" aria-label={t('companion.sectionsLabel')}>
                {SECTIONS.map((s) => (
                  <li key={s}>{t(`companion.section.${s}`)}</li>
                ))}
              </ul>
              <AppLink to={`/gamePage?type=${type}`} className="btn btn-gold cp-enter">
                {t('companion.enter')} →
              </AppLink>
            </div>
          </article>
        ))}
      </div>

      <section className="container pg-section">
        <header className="pg-section-head">
          <h2>{t('companion.valuesTitle')}</h2>
          <p>{t('companion.valuesSub')}</p>
        </header>
        <div className="cp-values">
          {([1, 2, 3] as const).map((n) => (
            <div className="pg-card cp-value" key={n}>
              <span className="cp-value-no">0{n}</span>
              <b>{t(`companion.value${n}`)}</b>
              <p>{t(`companion.value${n}Desc`)}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
