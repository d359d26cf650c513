import { useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { formatDate } from '../../lib/dates';
import { Spinner } from '../../components/states';
import { CrownLogo } from '../../art/logo';
import { KingsbayCrest, SolvaneCrest } from '../../art/crests';

const LOADING_MS = 2000; // spec §2.3: a loading overlay of 2 s on entry
const SECTIONS = ['video', 'info', 'pictures', 'service', 'players', 'news'] as const;
type Section = (typeof SECTIONS)[number];
type Club = 1 | 2;
type Position = 'gk' | 'df' | 'mf' | 'fw';

/** Facts shown under the club name; labels and values are those of the /companion page. */
const FACTS = ['founded', 'stadium', 'honours', 'since'] as const;
const PICTURES = ['stadium', 'trophy', 'fans', 'youth'] as const;
type SceneKind = (typeof PICTURES)[number];

interface ClubLook {
  Crest: (props: { size?: number }) => ReactElement;
  primary: string;
  secondary: string;
  /** Length printed on the drawn video's control bar. */
  duration: string;
  /** Shirt number and position of the six players shown (names: club.c{n}.p1…p6). */
  squad: [number, Position][];
  /** Publication dates of the three news items (club.c{n}.n1…n3). */
  news: string[];
}

const CLUBS: Record<Club, ClubLook> = {
  1: {
    Crest: KingsbayCrest,
    primary: '#16275a',
    secondary: '#f0c75e',
    duration: '02:48',
    squad: [
      [1, 'gk'],
      [4, 'df'],
      [6, 'df'],
      [8, 'mf'],
      [10, 'mf'],
      [9, 'fw'],
    ],
    news: ['2026-10-18', '2026-09-26', '2026-08-30'],
  },
  2: {
    Crest: SolvaneCrest,
    primary: '#b3202d',
    secondary: '#f6f3ea',
    duration: '03:15',
    squad: [
      [1, 'gk'],
      [3, 'df'],
      [5, 'mf'],
      [8, 'mf'],
      [7, 'fw'],
      [11, 'fw'],
    ],
    news: ['2026-11-02', '2026-10-09', '2026-09-12'],
  },
};

function Shirt({ club, no, keeper }: { club: Club; no: number; keeper: boolean }) {
  const { primary, secondary } = CLUBS[club];
  const body = keeper ? '#2f8f5b' : primary;
  const striped = club === 2 && !keeper;
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden>
      <path d="M38 14l-26 14 10 24 12-5v57h52V47l12 5 10-24-26-14c-3 8-11 13-22 13s-19-5-22-13z" fill={body} stroke="rgba(255,255,255,.25)" strokeWidth="2" />
      {striped && (
        <g clipPath={`url(#shirt-clip-${club})`}>
          {[40, 56, 72].map((x) => (
            <rect key={x} x={x} y="10" width="8" height="100" fill={secondary} opacity=".92" />
          ))}
        </g>
      )}
      <defs>
        <clipPath id={`shirt-clip-${club}`}>
          <path d="M38 14l-26 14 10 24 12-5v57h52V47l12 5 10-24-26-14c-3 8-11 13-22 13s-19-5-22-13z" />
        </clipPath>
      </defs>
      <path d="M38 14c3 8 11 13 22 13s19-5 22-13" fill="none" stroke={club === 1 ? secondary : '#fff'} strokeWidth="3" />
      <text
        x="60"
        y="84"
        textAnchor="middle"
        fontSize="34"
        fontWeight="900"
        fill={club === 1 || keeper ? secondary : '#1b1b1b'}
        stroke={striped ? '#fff' : 'none'}
        strokeWidth={striped ? 4 : 0}
        paintOrder="stroke"
      >
        {no}
      </text>
    </svg>
  );
}

/** Drawn photographs for the gallery (no image files can be downloaded). */
function Scene({ kind, club }: { kind: SceneKind; club: Club }) {
  const { primary, secondary } = CLUBS[club];
  const id = `scene-${club}-${kind}`;
  const crowd = (y: number, n: number, r: number, colours: string[]) =>
    Array.from({ length: n }, (_, i) => (
      <circle key={`${y}-${i}`} cx={8 + i * (304 / (n - 1))} cy={y + (i % 2) * 3} r={r} fill={colours[i % colours.length]} />
    ));
  const art: Record<SceneKind, ReactElement> = {
    stadium: (
      <>
        <defs>
          <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0b1430" />
            <stop offset="1" stopColor="#24386e" />
          </linearGradient>
          <linearGradient id={`${id}-grass`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2a8a4a" />
            <stop offset="1" stopColor="#16613a" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill={`url(#${id}-sky)`} />
        {[40, 280].map((x) => (
          <g key={x}>
            <rect x={x - 2} y="22" width="4" height="70" fill="#4b587c" />
            <rect x={x - 16} y="12" width="32" height="14" rx="2" fill="#fff8d8" />
            <path d={`M${x - 16} 26L${x - 60} 140h120L${x + 16} 26z`} fill="#fff8d8" opacity=".08" />
          </g>
        ))}
        <path d="M0 92h320v56H0z" fill={primary} />
        {crowd(104, 40, 4, [secondary, '#e9edf7', primary, '#d9b56a'])}
        {crowd(120, 40, 4.5, ['#e9edf7', secondary, '#d9b56a'])}
        {crowd(137, 40, 5, [secondary, '#e9edf7'])}
        <path d="M0 148h320v92H0z" fill={`url(#${id}-grass)`} />
        <path d="M30 236l40-84h180l40 84z" fill="none" stroke="#ffffffaa" strokeWidth="2" />
        <path d="M160 152v84" stroke="#ffffffaa" strokeWidth="2" />
        <ellipse cx="160" cy="196" rx="34" ry="14" fill="none" stroke="#ffffffaa" strokeWidth="2" />
      </>
    ),
    trophy: (
      <>
        <defs>
          <radialGradient id={`${id}-glow`} cx=".5" cy=".45" r=".6">
            <stop offset="0" stopColor="#f0c75e" stopOpacity=".55" />
            <stop offset="1" stopColor="#0c1019" stopOpacity="0" />
          </radialGradient>
          <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff1b8" />
            <stop offset=".5" stopColor="#f0c75e" />
            <stop offset="1" stopColor="#a8701a" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill="#0e1326" />
        <rect width="320" height="240" fill={`url(#${id}-glow)`} />
        {Array.from({ length: 28 }, (_, i) => (
          <rect
            key={i}
            x={(i * 53) % 316}
            y={(i * 37) % 200}
            width="6"
            height="10"
            rx="1"
            fill={[secondary, primary, '#e9edf7', '#f0c75e'][i % 4]}
            transform={`rotate(${(i * 29) % 90} ${(i * 53) % 316} ${(i * 37) % 200})`}
          />
        ))}
        <path d="M124 48h72v30c0 26-16 44-36 44s-36-18-36-44z" fill={`url(#${id}-gold)`} />
        <path d="M124 56h-16c0 22 10 34 24 38M196 56h16c0 22-10 34-24 38" fill="none" stroke="#f0c75e" strokeWidth="6" />
        <rect x="152" y="120" width="16" height="26" fill="#c8922a" />
        <path d="M128 146h64l8 26h-80z" fill={`url(#${id}-gold)`} />
        <rect x="118" y="172" width="84" height="14" rx="3" fill="#6d4a12" />
        <path d="M60 240c10-40 30-56 50-56M260 240c-10-40-30-56-50-56" stroke={primary} strokeWidth="26" strokeLinecap="round" fill="none" />
      </>
    ),
    fans: (
      <>
        <rect width="320" height="240" fill="#141a2e" />
        <path d="M40 24h150l-10 34 10 34H40z" fill={primary} stroke={secondary} strokeWidth="3" />
        <circle cx="98" cy="58" r="18" fill={secondary} />
        <circle cx="98" cy="58" r="9" fill={primary} />
        <rect x="36" y="20" width="5" height="120" fill="#8e9ab8" />
        {[0, 1, 2].map((row) =>
          Array.from({ length: 9 }, (_, i) => {
            const x = 20 + i * 36 + (row % 2) * 18;
            const y = 150 + row * 30;
            return (
              <g key={`${row}-${i}`}>
                <circle cx={x} cy={y} r="11" fill={['#f2d2b6', '#c99b76', '#e6bf99'][(i + row) % 3]} />
                <path d={`M${x - 16} ${y + 30}c0-14 7-20 16-20s16 6 16 20z`} fill={(i + row) % 2 ? primary : secondary} />
                {(i + row) % 3 === 0 && (
                  <path d={`M${x + 8} ${y - 4}l14-26`} stroke={(i + row) % 2 ? secondary : primary} strokeWidth="6" strokeLinecap="round" />
                )}
              </g>
            );
          }),
        )}
      </>
    ),
    youth: (
      <>
        <defs>
          <linearGradient id={`${id}-grass`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#3fa35f" />
            <stop offset="1" stopColor="#1c6e3c" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill="#9fd0ff" />
        <circle cx="262" cy="46" r="22" fill="#fff1b8" />
        <path d="M0 110h320v130H0z" fill={`url(#${id}-grass)`} />
        <path d="M0 110h320" stroke="#ffffffcc" strokeWidth="3" />
        <rect x="226" y="72" width="70" height="40" fill="none" stroke="#fff" strokeWidth="4" />
        {[70, 120, 170].map((x) => (
          <path key={x} d={`M${x} 200l8-18 8 18z`} fill="#f28c28" />
        ))}
        {[
          [60, 150],
          [130, 160],
          [196, 146],
        ].map(([x, y], i) => (
          <g key={i}>
            <circle cx={x} cy={y! - 26} r="9" fill={['#f2d2b6', '#c99b76', '#e6bf99'][i]} />
            <path d={`M${x! - 11} ${y}c0-12 5-18 11-18s11 6 11 18z`} fill={i === 1 ? secondary : primary} />
            <path d={`M${x! - 6} ${y}v16M${x! + 6} ${y}v16`} stroke="#1b1b1b" strokeWidth="4" />
          </g>
        ))}
        <circle cx="228" cy="178" r="10" fill="#fafafa" stroke="#1b1b1b" strokeWidth="1.5" />
        <path d="M228 172l5 4-2 6h-6l-2-6z" fill="#1b1b1b" />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 320 240" className="sponsor-scene" aria-hidden>
      {art[kind]}
    </svg>
  );
}

function ServiceIcon({ n }: { n: number }) {
  const d = [
    <>
      <rect x="4" y="7" width="24" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 23l-2 5M22 23l2 5M12 13l4 3 4-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>,
    <>
      <path d="M11 5l-7 4 3 6 3-1v13h12V14l3 1 3-6-7-4c-1 2-3 3-5 3s-4-1-5-3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M13 19l2 2 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>,
    <>
      <path d="M4 24c0-8 5-14 12-14s12 6 12 14" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 24h28M16 10V4l6 2-6 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </>,
  ][n - 1];
  return (
    <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden>
      {d}
    </svg>
  );
}

function VideoSection({ club }: { club: Club }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const { Crest, duration } = CLUBS[club];
  return (
    <figure className="sponsor-feature">
      <div className={`sponsor-video${playing ? ' playing' : ''}`} data-testid="sponsor-video">
        <div className="pitch">
          <span className="runner runner-a" />
          <span className="runner runner-b" />
          <span className="runner runner-c" />
          <span className="ball" />
        </div>
        <span className="sponsor-video-crest">
          <Crest size={64} />
        </span>
        <button
          type="button"
          className="sponsor-play"
          onClick={() => setPlaying((p) => !p)}
          aria-pressed={playing}
          aria-label={t(playing ? 'club.pause' : 'club.play')}
        >
          {playing ? (
            <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden>
              <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
              <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden>
              <path d="M8 5l11 7-11 7z" fill="currentColor" />
            </svg>
          )}
        </button>
        <div className="sponsor-video-bar" aria-hidden>
          <span className="sponsor-progress">
            <i />
          </span>
          <span className="sponsor-time">{duration}</span>
        </div>
      </div>
      <figcaption className="sponsor-caption">
        <h2>{t(`club.c${club}.videoTitle`)}</h2>
        <p>{t(`club.c${club}.videoDesc`)}</p>
      </figcaption>
    </figure>
  );
}

/** The two club sponsorship views (type 1 and 2) with sub-navigation. */
export function SponsorPage({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { data: app } = useAppInfo();
  const title = app?.title ?? '';
  // Each club view shows its loading veil for LOADING_MS; it is loading until its timer ran.
  const [loadedClub, setLoadedClub] = useState<Club | null>(null);
  const loading = loadedClub !== club;
  const [section, setSection] = useState<Section>('video');
  useEffect(() => {
    const id = setTimeout(() => setLoadedClub(club), LOADING_MS);
    return () => clearTimeout(id);
  }, [club]);
  const look = CLUBS[club];
  const { Crest } = look;
  const c = `club.c${club}`;
  return (
    <div className={`sponsor sponsor-${club}`} data-testid="sponsor">
      {loading && (
        <div className="sponsor-loading" data-testid="sponsor-loading">
          <Spinner label={t('club.loading')} />
        </div>
      )}
      <header className="sponsor-head">
        <div className="container sponsor-head-inner">
          <div className="sponsor-marks" aria-hidden>
            <CrownLogo size={52} />
            <span className="sponsor-x">×</span>
            <Crest size={84} />
          </div>
          <div className="sponsor-title">
            <span className="sponsor-role">{t(`companion.club${club}.role`)}</span>
            <h1>{t(`companion.club${club}.name`)}</h1>
            <dl className="sponsor-facts" data-testid="sponsor-facts">
              {FACTS.map((f) => (
                <div key={f}>
                  <dt>{t(`companion.fact.${f}`)}</dt>
                  <dd>{t(`companion.club${club}.${f}`)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <Link to="/" className="sponsor-back">
            ← {t('club.back')}
          </Link>
        </div>
        <nav className="container sponsor-nav" role="tablist" aria-label={t('companion.sectionsLabel')}>
          {SECTIONS.map((s) => (
            <button key={s} type="button" role="tab" aria-selected={s === section} className={s === section ? 'active' : ''} onClick={() => setSection(s)}>
              {t(`companion.section.${s}`)}
            </button>
          ))}
        </nav>
      </header>

      <main className="container sponsor-body" role="tabpanel" data-section={section}>
        {section === 'video' && <VideoSection club={club} />}

        {section === 'info' && (
          <section className="sponsor-info">
            <div className="sponsor-info-crest">
              <Crest size={200} />
            </div>
            <div>
              <h2 className="sponsor-h2">{t(`companion.club${club}.name`)}</h2>
              <p className="sponsor-text">{t(`club.about${club}`)}</p>
              <p className="sponsor-text">{t(`${c}.partnership`, { title })}</p>
            </div>
          </section>
        )}

        {section === 'pictures' && (
          <div className="sponsor-pictures">
            {PICTURES.map((kind, i) => (
              <figure key={kind} className="sponsor-pic">
                <Scene kind={kind} club={club} />
                <figcaption>{t(`${c}.pic${i + 1}`)}</figcaption>
              </figure>
            ))}
          </div>
        )}

        {section === 'service' && (
          <div className="sponsor-services">
            {[1, 2, 3].map((n) => (
              <div key={n} className="sponsor-service">
                <span className="sponsor-service-icon">
                  <ServiceIcon n={n} />
                </span>
                <b>{t(`${c}.svc${n}Title`)}</b>
                <p>{t(`${c}.svc${n}`)}</p>
              </div>
            ))}
          </div>
        )}

        {section === 'players' && (
          <ul className="sponsor-players">
            {look.squad.map(([no, pos], i) => (
              <li key={no} className="sponsor-player">
                <Shirt club={club} no={no} keeper={pos === 'gk'} />
                <b>{t(`${c}.p${i + 1}`)}</b>
                <span>
                  #{no} · {t(`club.pos.${pos}`)}
                </span>
              </li>
            ))}
          </ul>
        )}

        {section === 'news' && (
          <div className="sponsor-news">
            {look.news.map((date, i) => (
              <article key={date} className="sponsor-news-item">
                <time dateTime={date}>{formatDate(date)}</time>
                <div>
                  <h3>{t(`${c}.n${i + 1}Title`)}</h3>
                  <p>{t(`${c}.n${i + 1}`, { title })}</p>
                </div>
              </article>
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
