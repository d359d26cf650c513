// The red packet's festive art, drawn here (nothing downloaded): lanterns, the envelope and the falling packets.

export function Lantern({ className = '' }: { className?: string }) {
  return (
    <svg className={`rp-lantern ${className}`} viewBox="0 0 60 110" aria-hidden>
      <line x1="30" y1="0" x2="30" y2="14" stroke="#f5c451" strokeWidth="2" />
      <rect x="20" y="12" width="20" height="6" rx="2" fill="#f5c451" />
      <ellipse cx="30" cy="48" rx="26" ry="31" fill="url(#rp-lantern-glow)" />
      <path
        d="M30 17c-9 8-9 54 0 62M30 17c9 8 9 54 0 62M30 17c-19 6-19 56 0 62M30 17c19 6 19 56 0 62"
        fill="none"
        stroke="#b3121b"
        strokeWidth="1.5"
        opacity=".7"
      />
      <rect x="20" y="77" width="20" height="6" rx="2" fill="#f5c451" />
      <path d="M24 83v18M28 83v22M32 83v22M36 83v18" stroke="#f5c451" strokeWidth="1.5" />
      <text x="30" y="55" textAnchor="middle" fontSize="18" fontWeight="700" fill="#ffe08a">
        福
      </text>
      <defs>
        <radialGradient id="rp-lantern-glow" cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#ff6a3d" />
          <stop offset="1" stopColor="#d1121f" />
        </radialGradient>
      </defs>
    </svg>
  );
}

/** A small red packet (the falling ones). */
export function MiniPacket({ style }: { style?: React.CSSProperties }) {
  return (
    <svg className="rp-fall" style={style} viewBox="0 0 30 40" aria-hidden>
      <rect x="1" y="1" width="28" height="38" rx="4" fill="#e3262f" stroke="#ffcf5a" strokeWidth="1.2" />
      <path d="M1 12c8 7 20 7 28 0" fill="none" stroke="#ffcf5a" strokeWidth="1.2" />
      <circle cx="15" cy="15" r="5" fill="#ffcf5a" />
    </svg>
  );
}

/** The big envelope; its seal is the draw button (children). */
export function Envelope({ children }: { children: React.ReactNode }) {
  return (
    <div className="rp-envelope">
      <svg viewBox="0 0 300 380" className="rp-envelope-art" aria-hidden>
        <defs>
          <linearGradient id="rp-env-body" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f0363d" />
            <stop offset="1" stopColor="#b80f1b" />
          </linearGradient>
          <linearGradient id="rp-env-flap" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ff4d4f" />
            <stop offset="1" stopColor="#d81e2a" />
          </linearGradient>
        </defs>
        <rect x="10" y="10" width="280" height="360" rx="26" fill="url(#rp-env-body)" stroke="#ffd36b" strokeWidth="4" />
        <path d="M10 36c0-14 12-26 26-26h228c14 0 26 12 26 26v74c-60 56-220 56-280 0z" fill="url(#rp-env-flap)" />
        <path d="M14 110c62 52 210 52 272 0" fill="none" stroke="#ffd36b" strokeWidth="3" />
        {[60, 150, 240].map((x) => (
          <g key={x} opacity=".22">
            <circle cx={x} cy="300" r="22" fill="none" stroke="#ffd36b" strokeWidth="3" />
            <circle cx={x} cy="300" r="8" fill="#ffd36b" />
          </g>
        ))}
      </svg>
      <div className="rp-seal">{children}</div>
    </div>
  );
}
