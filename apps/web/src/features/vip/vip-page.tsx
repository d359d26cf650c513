import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_REBATE_CATEGORIES as CATEGORIES, vipBadgeOf, type VipLevel, type VipRebateCategory as Category } from '@portal/contracts';
import { useVipLevels } from '../../lib/vip-levels';
import { useIsLoggedIn } from '../../lib/session/queries';
import { AppLink } from '../../components/app-link';
import { Empty, LoadError, Spinner } from '../../components/states';
import { PageHero } from '../../components/page-hero';
import { formatAmount, formatRate } from './format';

function CategoryIcon({ kind }: { kind: Category }) {
  const paths: Record<Category, React.ReactElement> = {
    realperson: (
      <>
        <rect x="5" y="3" width="11" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" transform="rotate(-10 10 10)" />
        <path d="M13 8l2.5 3-2.5 3-2.5-3z" fill="currentColor" />
        <circle cx="18" cy="18" r="3.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </>
    ),
    electron: (
      <>
        <rect x="3" y="4" width="18" height="14" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M7 14V8M12 14V8M17 14V8" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M8 21h8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </>
    ),
    joker: (
      <>
        <rect x="3" y="5" width="11" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <rect x="10" y="3" width="11" height="15" rx="2" fill="var(--panel-2)" stroke="currentColor" strokeWidth="1.8" />
        <path d="M15.5 7c1.5 1.6 2.5 2.5 2.5 3.6a1.5 1.5 0 01-2.5 1.1 1.5 1.5 0 01-2.5-1.1c0-1.1 1-2 2.5-3.6z" fill="currentColor" />
      </>
    ),
    sport: (
      <>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 7.5l3.6 2.6-1.4 4.2H9.8l-1.4-4.2z" fill="currentColor" />
        <path d="M12 3v4.5M20.5 9.5l-4.9.6M17.5 19l-3.3-4.7M6.5 19l3.3-4.7M3.5 9.5l4.9.6" stroke="currentColor" strokeWidth="1.4" />
      </>
    ),
    lottery: (
      <>
        <circle cx="8" cy="9" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="16" cy="9" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="12" cy="16" r="4.5" fill="var(--panel-2)" stroke="currentColor" strokeWidth="1.8" />
        <text x="12" y="18.4" fontSize="6.5" fontWeight="700" textAnchor="middle" fill="currentColor">
          7
        </text>
      </>
    ),
    e_sport: (
      <>
        <path
          d="M6 8h12a4 4 0 014 4.5l-.6 3.7a2.2 2.2 0 01-3.9 1L16 15H8l-1.5 2.2a2.2 2.2 0 01-3.9-1L2 12.5A4 4 0 016 8z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path d="M7.5 10.5v3M6 12h3" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        <circle cx="16" cy="11" r="1.1" fill="currentColor" />
        <circle cx="18" cy="13" r="1.1" fill="currentColor" />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      {paths[kind]}
    </svg>
  );
}

function VipHeroArt() {
  return (
    <svg className="pg-hero-art" viewBox="0 0 220 160" aria-hidden>
      <defs>
        <linearGradient id="vip-hero-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset=".55" stopColor="#f0c75e" />
          <stop offset="1" stopColor="#a8701a" />
        </linearGradient>
        <radialGradient id="vip-hero-glow" cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#f0c75e" stopOpacity=".45" />
          <stop offset="1" stopColor="#f0c75e" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="110" cy="80" r="78" fill="url(#vip-hero-glow)" />
      <path d="M110 18l52 20v38c0 34-24 56-52 66-28-10-52-32-52-66V38z" fill="#18203a" stroke="url(#vip-hero-gold)" strokeWidth="4" />
      <path d="M80 88l6-30 14 14 10-22 10 22 14-14 6 30z" fill="url(#vip-hero-gold)" />
      <rect x="80" y="92" width="60" height="8" rx="3" fill="url(#vip-hero-gold)" />
      <text x="110" y="124" textAnchor="middle" fontSize="18" fontWeight="900" fill="url(#vip-hero-gold)" letterSpacing="3">
        VIP
      </text>
      <g fill="#fff1b8">
        <path d="M34 34l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" />
        <path d="M186 52l1.5 4.5 4.5 1.5-4.5 1.5-1.5 4.5-1.5-4.5-4.5-1.5 4.5-1.5z" />
        <path d="M180 126l1.2 3.6 3.6 1.2-3.6 1.2-1.2 3.6-1.2-3.6-3.6-1.2 3.6-1.2z" />
      </g>
    </svg>
  );
}

function LevelDetail({ level, previous }: { level: VipLevel; previous?: VipLevel }) {
  const { t } = useTranslation();
  return (
    <div className="vip-detail" role="tabpanel" id={`vip-panel-${level.level}`} aria-labelledby={`vip-tab-${level.level}`} data-testid="vip-detail">
      <div className="vip-card">
        <div className="vip-badge-wrap">
          <img className="vip-badge" src={vipBadgeOf(level)} alt={level.name} width={120} height={120} />
        </div>
        <div className="vip-card-text">
          <h2 className="vip-level-name" data-testid="vip-level-name">
            {level.name}
          </h2>
          <p className="muted">{previous ? t('vip.upgradeFrom', { from: previous.name, to: level.name }) : t('vip.entryLevel')}</p>
          <dl className="vip-reqs">
            <div className="vip-req">
              <dt>{t('vip.recharge')}</dt>
              <dd data-testid="vip-recharge">¥ {formatAmount(level.recharge)}</dd>
            </div>
            <div className="vip-req">
              <dt>{t('vip.flow')}</dt>
              <dd data-testid="vip-flow">¥ {formatAmount(level.flow)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="vip-rebates">
        <h3 className="pg-sub">{t('vip.rebateTitle', { name: level.name })}</h3>
        <ul className="vip-rebate-grid">
          {CATEGORIES.map((c) => (
            <li key={c} className="vip-rebate" data-testid={`vip-rate-${c}`}>
              <span className="vip-rebate-icon">
                <CategoryIcon kind={c} />
              </span>
              <span className="vip-rebate-name">{t(`vip.cat.${c}`)}</span>
              <b className="vip-rebate-value">{formatRate(level[c])}</b>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function VipPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { data, isPending, isError, refetch } = useVipLevels();
  const levels = useMemo(() => [...(data ?? [])].sort((a, b) => a.level - b.level), [data]);
  const [selected, setSelected] = useState(1);
  const index = Math.max(
    0,
    levels.findIndex((l) => l.level === selected),
  );
  const current = levels[index];

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = levels[(index + (e.key === 'ArrowRight' ? 1 : levels.length - 1)) % levels.length];
    if (!next) return;
    setSelected(next.level);
    document.getElementById(`vip-tab-${next.level}`)?.focus();
  };

  return (
    <div className="pg vip-page">
      <PageHero kicker="VIP CLUB" title={t('vip.title')} subtitle={t('vip.subtitle')} art={<VipHeroArt />}>
        {!loggedIn && (
          <AppLink to="/register" className="btn btn-gold">
            {t('vip.join')}
          </AppLink>
        )}
      </PageHero>

      <div className="container">
        {isPending ? (
          <div className="pg-card">
            <Spinner />
          </div>
        ) : isError ? (
          <div className="pg-card">
            <LoadError onRetry={() => void refetch()} />
          </div>
        ) : !current ? (
          <div className="pg-card">
            <Empty />
          </div>
        ) : (
          <>
            <section className="pg-card">
              <div className="pg-tabs vip-tabs" role="tablist" aria-label={t('vip.levels')} onKeyDown={onTabKey}>
                {levels.map((l) => (
                  <button
                    key={l.level}
                    id={`vip-tab-${l.level}`}
                    type="button"
                    role="tab"
                    aria-selected={l.level === current.level}
                    aria-controls={`vip-panel-${l.level}`}
                    tabIndex={l.level === current.level ? 0 : -1}
                    className={`pg-tab${l.level === current.level ? ' active' : ''}`}
                    onClick={() => setSelected(l.level)}
                  >
                    {l.name}
                  </button>
                ))}
              </div>
              <LevelDetail level={current} previous={levels[index - 1]} />
            </section>

            <section className="pg-card">
              <h2 className="pg-title">{t('vip.compare')}</h2>
              <div className="pg-table-wrap">
                <table className="pg-table vip-table" data-testid="vip-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('vip.level')}</th>
                      <th scope="col">{t('vip.recharge')}</th>
                      <th scope="col">{t('vip.flow')}</th>
                      {CATEGORIES.map((c) => (
                        <th scope="col" key={c}>
                          {t(`vip.cat.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {levels.map((l) => (
                      <tr key={l.level} className={l.level === current.level ? 'active' : undefined} onClick={() => setSelected(l.level)}>
                        <th scope="row">
                          <span className="vip-row-name">
                            <img src={vipBadgeOf(l)} alt="" width={26} height={26} />
                            {l.name}
                          </span>
                        </th>
                        <td>{formatAmount(l.recharge)}</td>
                        <td>{formatAmount(l.flow)}</td>
                        {CATEGORIES.map((c) => (
                          <td key={c}>{formatRate(l[c])}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="hint">{t('vip.tableNote')}</p>
            </section>
          </>
        )}

        <section className="pg-card vip-rules" data-testid="vip-rules">
          <h2 className="pg-title">{t('vip.rulesTitle')}</h2>
          <ol className="pg-steps">
            {(['promote', 'daily', 'retain', 'rebate', 'general'] as const).map((k, i) => (
              <li key={k}>
                <span className="pg-step-no">{i + 1}</span>
                <div>
                  <b>{t(`vip.rules.${k}Title`)}</b>
                  <p>{t(`vip.rules.${k}`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
