// Drawn crests of the two (fictional) partner clubs, shown on /companion and on their /gamePage?type=1|2 views.

/** Kingsbay Lions FC: a navy and gold shield under a crown. */
export function KingsbayCrest({ size = 150 }: { size?: number }) {
  return (
    <svg viewBox="0 0 120 140" width={size} height={(size * 140) / 120} className="cp-crest" aria-hidden>
      <defs>
        <linearGradient id="kb-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset=".5" stopColor="#f0c75e" />
          <stop offset="1" stopColor="#a8701a" />
        </linearGradient>
        <clipPath id="kb-shield">
          <path d="M60 26l42 10v34c0 30-19 50-42 60-23-10-42-30-42-60V36z" />
        </clipPath>
      </defs>
      {/* crown */}
      <path d="M38 24l4-16 9 9 9-13 9 13 9-9 4 16z" fill="url(#kb-gold)" stroke="#6d4a12" strokeWidth="1" />
      <circle cx="42" cy="8" r="2.6" fill="#fff1b8" />
      <circle cx="60" cy="4" r="2.6" fill="#fff1b8" />
      <circle cx="78" cy="8" r="2.6" fill="#fff1b8" />
      {/* shield */}
      <g clipPath="url(#kb-shield)">
        <rect x="0" y="0" width="120" height="140" fill="#122048" />
        {[26, 50, 74].map((x) => (
          <rect key={x} x={x} y="26" width="10" height="120" fill="#1b2f66" />
        ))}
        <rect x="0" y="26" width="120" height="22" fill="#0d1838" />
      </g>
      <path d="M60 26l42 10v34c0 30-19 50-42 60-23-10-42-30-42-60V36z" fill="none" stroke="url(#kb-gold)" strokeWidth="4" />
      <text x="60" y="43" textAnchor="middle" fontSize="10" fontWeight="800" letterSpacing="2" fill="url(#kb-gold)">
        KINGSBAY
      </text>
      {/* lion head, stylised */}
      <g transform="translate(60 80)">
        <path d="M0-24l7 5 8-2 1 8 7 5-5 6 3 8-8 1-3 8-7-4-7 4-3-8-8-1 3-8-5-6 7-5 1-8 8 2z" fill="url(#kb-gold)" />
        <circle r="12" fill="#122048" />
        <path d="M-6-3a2 2 0 104 0 2 2 0 10-4 0M2-3a2 2 0 104 0 2 2 0 10-4 0" fill="#f0c75e" />
        <path d="M-4 5q4 4 8 0M0 1v4" fill="none" stroke="#f0c75e" strokeWidth="1.6" strokeLinecap="round" />
      </g>
      <text x="60" y="118" textAnchor="middle" fontSize="9" fontWeight="700" letterSpacing="1.5" fill="#fff1b8">
        EST. 1898
      </text>
    </svg>
  );
}

/** Solvane Athletic: a red and white roundel with a ball and two stars. */
export function SolvaneCrest({ size = 150 }: { size?: number }) {
  return (
    <svg viewBox="0 0 140 140" width={size} height={size} className="cp-crest" aria-hidden>
      <defs>
        <linearGradient id="sv-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="1" stopColor="#c8922a" />
        </linearGradient>
        <clipPath id="sv-inner">
          <circle cx="70" cy="70" r="40" />
        </clipPath>
        <path id="sv-ring-top" d="M22 70a48 48 0 0196 0" />
        <path id="sv-ring-bottom" d="M26 74a44 44 0 0088 0" />
      </defs>
      <circle cx="70" cy="70" r="66" fill="#7d1420" stroke="url(#sv-gold)" strokeWidth="4" />
      <circle cx="70" cy="70" r="56" fill="#a51c2b" stroke="#fff1b8" strokeWidth="1" strokeDasharray="2 3" />
      <text textAnchor="middle" fontSize="11" fontWeight="800" letterSpacing="3" fill="#fff1b8">
        <textPath href="#sv-ring-top" startOffset="50%">
          SOLVANE ATHLETIC
        </textPath>
      </text>
      <text textAnchor="middle" fontSize="9" fontWeight="700" letterSpacing="2" fill="#fff1b8">
        <textPath href="#sv-ring-bottom" startOffset="50%">
          ★ 1907 ★
        </textPath>
      </text>
      <g clipPath="url(#sv-inner)">
        <rect x="30" y="30" width="80" height="80" fill="#f6f3ea" />
        {[38, 58, 78, 98].map((x) => (
          <rect key={x} x={x} y="30" width="10" height="80" fill="#c8313b" />
        ))}
      </g>
      <circle cx="70" cy="70" r="40" fill="none" stroke="url(#sv-gold)" strokeWidth="3" />
      <g transform="translate(70 72)">
        <circle r="17" fill="#fafafa" stroke="#1b1b1b" strokeWidth="1.5" />
        <path d="M0-7l6.7 4.9-2.6 7.9h-8.2l-2.6-7.9z" fill="#1b1b1b" />
        <path d="M0-7v-10M6.7-2.1l9.5-3.1M4.1 5.8l5.9 8.1M-4.1 5.8l-5.9 8.1M-6.7-2.1l-9.5-3.1" stroke="#1b1b1b" strokeWidth="1.3" />
      </g>
    </svg>
  );
}
