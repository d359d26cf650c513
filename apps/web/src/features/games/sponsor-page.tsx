import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/states';
import { CrownLogo } from '../../art/logo';

const LOADING_MS = 2000; // spec §2.3: a loading overlay of 2 s on entry
const SECTIONS = ['video', 'info', 'pictures', 'service', 'players', 'news'] as const;

function Crest({ club }: { club: 1 | 2 }) {
  const [a, b] = club === 1 ? ['#b3121f', '#f0c75e'] : ['#0d3b7a', '#f0c75e'];
  return (
    <svg viewBox="0 0 120 140" width="120" height="140" aria-hidden>
      <path d="M60 4 L112 22 V70 C112 104 88 126 60 136 C32 126 8 104 8 70 V22 Z" fill={a} stroke={b} strokeWidth="5" />
      {club === 1 ? (
        <path d="M30 78 L36 44 L50 60 L60 36 L70 60 L84 44 L90 78 Z" fill={b} />
      ) : (
        <g fill={b}><circle cx="60" cy="62" r="24" /><path d="M40 50 l-10 -14 18 8z M80 50 l10 -14 -18 8z" /><circle cx="52" cy="58" r="3" fill={a} /><circle cx="68" cy="58" r="3" fill={a} /></g>
      )}
      <text x="60" y="112" fontSize="13" fontWeight="800" textAnchor="middle" fill="#fff">{club === 1 ? 'CROWN UTD' : 'GOLDEN LIONS'}</text>
    </svg>
  );
}

function Player({ n, club }: { n: number; club: 1 | 2 }) {
  return (
    <svg viewBox="0 0 80 100" width="80" height="100" aria-hidden>
      <circle cx="40" cy="26" r="16" fill="#e9c9a8" />
      <path d="M12 96 C12 60 24 48 40 48 C56 48 68 60 68 96 Z" fill={club === 1 ? '#b3121f' : '#0d3b7a'} />
      <text x="40" y="82" fontSize="20" fontWeight="800" textAnchor="middle" fill="#fff">{n}</text>
    </svg>
  );
}

/** The two club sponsorship views (type 1 and 2) with sub-navigation. */
export function SponsorPage({ club }: { club: 1 | 2 }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  const [section, setSection] = useState<(typeof SECTIONS)[number]>('video');
  useEffect(() => {
    const id = setTimeout(() => setLoading(false), LOADING_MS);
    return () => clearTimeout(id);
  }, [club]);
  const sections = club === 1 ? SECTIONS : (['info', 'pictures', 'service', 'news'] as const);
  const active = (sections as readonly string[]).includes(section) ? section : sections[0];
  return (
    <div className={`sponsor sponsor-${club}`} data-testid="sponsor">
      {loading && <div className="sponsor-loading" data-testid="sponsor-loading"><Spinner label={t('club.loading')} /></div>}
      <header className="sponsor-head">
        <div className="container sponsor-head-inner">
          <CrownLogo size={48} />
          <span className="sponsor-x">×</span>
          <Crest club={club} />
          <div>
            <h1>{t(club === 1 ? 'club.club1' : 'club.club2')}</h1>
            <p>{t(club === 1 ? 'club.partner1' : 'club.partner2')}</p>
          </div>
        </div>
        <nav className="container sponsor-nav">
          {sections.map((s) => (
            <button key={s} type="button" className={s === active ? 'active' : ''} onClick={() => setSection(s)}>{t(`club.${s}`)}</button>
          ))}
        </nav>
      </header>
      <main className="container sponsor-body">
        {active === 'video' && (
          <div className="sponsor-video" aria-label={t('club.video')}>
            <div className="pitch"><span className="ball" /></div>
          </div>
        )}
        {active === 'info' && <p className="sponsor-text">{t(club === 1 ? 'club.about1' : 'club.about2')}</p>}
        {active === 'pictures' && (
          <div className="sponsor-pictures">
            {[0, 1, 2, 3].map((i) => <div key={i} className={`sponsor-pic pic-${i}`}><Crest club={club} /></div>)}
          </div>
        )}
        {active === 'service' && <p className="sponsor-text">{t(club === 1 ? 'club.partner1' : 'club.partner2')} · {t('club.about2')}</p>}
        {active === 'players' && (
          <div className="sponsor-players">{[7, 9, 10, 11, 4, 1].map((n) => <Player key={n} n={n} club={club} />)}</div>
        )}
        {active === 'news' && <p className="sponsor-text">{t(club === 1 ? 'club.about1' : 'club.about2')}</p>}
      </main>
    </div>
  );
}
