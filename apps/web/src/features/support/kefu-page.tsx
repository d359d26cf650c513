import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHero } from '../../components/page-hero';
import { useOpenService } from '../../lib/service-link';

const FAQ = [
  { key: 'deposit', link: '/abouts?type=5' },
  { key: 'withdraw', link: '/abouts?type=6' },
  { key: 'password', link: '/forgot' },
  { key: 'vip', link: '/vip' },
  { key: 'rebate', link: '/vip' },
  { key: 'security', link: '/abouts?type=3' },
] as const;
const CHANNELS = ['hours', 'reply', 'languages'] as const;

function AgentArt() {
  return (
    <svg className="kf-art" viewBox="0 0 200 180" aria-hidden>
      <defs>
        <linearGradient id="kf-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="1" stopColor="#c8922a" />
        </linearGradient>
        <radialGradient id="kf-glow" cx=".5" cy=".5" r=".5">
          <stop offset="0" stopColor="#3c7be0" stopOpacity=".35" />
          <stop offset="1" stopColor="#3c7be0" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="92" r="86" fill="url(#kf-glow)" />
      {/* chat bubbles */}
      <g className="kf-bubble-a">
        <rect x="128" y="18" width="62" height="34" rx="12" fill="#1f2a48" stroke="url(#kf-gold)" strokeWidth="2" />
        <circle cx="145" cy="35" r="3.5" fill="#f0c75e" />
        <circle cx="159" cy="35" r="3.5" fill="#f0c75e" />
        <circle cx="173" cy="35" r="3.5" fill="#f0c75e" />
      </g>
      <g className="kf-bubble-b">
        <rect x="8" y="44" width="48" height="28" rx="10" fill="#f0c75e" />
        <path d="M20 58h24" stroke="#3a2705" strokeWidth="3" strokeLinecap="round" />
      </g>
      {/* agent */}
      <path d="M52 172c4-30 24-44 48-44s44 14 48 44z" fill="#1b2a55" stroke="url(#kf-gold)" strokeWidth="2" />
      <path d="M88 130l12 16 12-16" fill="#f6f3ea" />
      <circle cx="100" cy="92" r="30" fill="#f2d2b6" />
      <path d="M70 88c0-22 14-34 30-34s30 12 30 34c-6-10-18-16-30-16s-24 6-30 16z" fill="#2b1d14" />
      <circle cx="90" cy="94" r="3" fill="#2b1d14" />
      <circle cx="110" cy="94" r="3" fill="#2b1d14" />
      <path d="M92 106q8 6 16 0" fill="none" stroke="#b5574b" strokeWidth="2.4" strokeLinecap="round" />
      {/* headset */}
      <path d="M66 96a34 34 0 0168 0" fill="none" stroke="url(#kf-gold)" strokeWidth="5" />
      <rect x="60" y="88" width="12" height="22" rx="5" fill="url(#kf-gold)" />
      <rect x="128" y="88" width="12" height="22" rx="5" fill="url(#kf-gold)" />
      <path d="M66 110c0 12 10 18 24 16" fill="none" stroke="url(#kf-gold)" strokeWidth="3" />
      <circle cx="92" cy="126" r="4" fill="#f0c75e" />
    </svg>
  );
}

export default function KefuPage() {
  const { t } = useTranslation();
  const openService = useOpenService();
  const [opening, setOpening] = useState(false);

  const contact = async () => {
    if (opening) return;
    setOpening(true);
    try {
      await openService();
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className="pg kf-page">
      <PageHero className="kf-hero" kicker="24/7 LIVE SUPPORT" title={t('support.title')} subtitle={t('support.subtitle')} art={<AgentArt />}>
        <button type="button" className="btn btn-gold kf-contact" onClick={() => void contact()} disabled={opening} data-testid="kefu-contact">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
            <path d="M4 13v-1a8 8 0 0116 0v1" fill="none" stroke="currentColor" strokeWidth="2" />
            <rect x="2" y="12" width="5" height="7" rx="2" fill="currentColor" />
            <rect x="17" y="12" width="5" height="7" rx="2" fill="currentColor" />
            <path d="M19 19c0 2-2 3-5 3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          {opening ? t('support.opening') : t('support.contact')}
        </button>
        <p className="kf-online">
          <span className="kf-dot" aria-hidden /> {t('support.online')}
        </p>
      </PageHero>

      <div className="container">
        <div className="kf-channels">
          {CHANNELS.map((c) => (
            <div className="pg-card kf-channel" key={c}>
              <b>{t(`support.${c}Title`)}</b>
              <span className="kf-channel-value">{t(`support.${c}`)}</span>
              <p>{t(`support.${c}Desc`)}</p>
            </div>
          ))}
        </div>

        <section className="pg-card kf-faq" data-testid="kefu-faq">
          <h2 className="pg-title">{t('support.faqTitle')}</h2>
          {FAQ.map((f, i) => (
            <details key={f.key} className="kf-q" open={i === 0}>
              <summary>{t(`support.faq.${f.key}Q`)}</summary>
              <div className="kf-a">
                <p>{t(`support.faq.${f.key}A`)}</p>
                <AppLink to={f.link} className="text-link">
                  {t('support.more')} →
                </AppLink>
              </div>
            </details>
          ))}
        </section>

        <p className="kf-safety">
          <b>{t('support.safetyTitle')}</b> {t('support.safety')}
        </p>
      </div>
    </div>
  );
}
