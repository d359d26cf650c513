/** A drawn phone showing the app's home screen (no image files can be downloaded). */
export function PhoneMockup({ title }: { title: string }) {
  const tiles = [
    { x: 22, y: 214, c1: '#7a1f2b', c2: '#c8313b', label: '♠ ♥' },
    { x: 112, y: 214, c1: '#12345e', c2: '#1f6fd1', label: '' }, // a football, drawn below (an emoji is a box without an emoji font)
    { x: 22, y: 284, c1: '#3b1a5c', c2: '#7b3fd4', label: '777' },
    { x: 112, y: 284, c1: '#0f4a38', c2: '#2fbf7f', label: '8 3 6' },
  ];
  return (
    <svg className="dl-phone" viewBox="0 0 220 440" role="img" aria-label={title}>
      <defs>
        <linearGradient id="dl-frame" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset=".45" stopColor="#c8922a" />
          <stop offset="1" stopColor="#6d4a12" />
        </linearGradient>
        <linearGradient id="dl-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a2340" />
          <stop offset="1" stopColor="#0b0f1c" />
        </linearGradient>
        <linearGradient id="dl-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe7a3" />
          <stop offset="1" stopColor="#c8922a" />
        </linearGradient>
        {tiles.map((tile, i) => (
          <linearGradient key={i} id={`dl-tile-${i}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={tile.c1} />
            <stop offset="1" stopColor={tile.c2} />
          </linearGradient>
        ))}
        <clipPath id="dl-clip">
          <rect x="12" y="12" width="196" height="416" rx="27" />
        </clipPath>
      </defs>
      {/* body */}
      <rect x="4" y="4" width="212" height="432" rx="34" fill="#0a0d16" stroke="url(#dl-frame)" strokeWidth="4" />
      <g clipPath="url(#dl-clip)">
        <rect x="12" y="12" width="196" height="416" fill="url(#dl-screen)" />
        <rect x="80" y="20" width="60" height="14" rx="7" fill="#05070c" />
        {/* status bar */}
        <text x="26" y="31" fontSize="9" fill="#cfd6e8" fontWeight="600">
          9:41
        </text>
        <rect x="176" y="24" width="18" height="8" rx="2" fill="none" stroke="#cfd6e8" strokeWidth="1" />
        <rect x="178" y="26" width="12" height="4" rx="1" fill="#2fbf7f" />
        {/* app header */}
        <g transform="translate(22 46)">
          <circle cx="12" cy="12" r="12" fill="#131a2c" stroke="url(#dl-card)" strokeWidth="2" />
          <path d="M5 16l2-8 3 4 2-6 2 6 3-4 2 8z" fill="url(#dl-card)" />
          <text x="30" y="16" fontSize="12" fontWeight="800" fill="#f0c75e">
            {title}
          </text>
        </g>
        {/* balance card */}
        <rect x="22" y="82" width="176" height="72" rx="12" fill="url(#dl-card)" />
        <text x="34" y="102" fontSize="9" fill="#5a3d08">
          WALLET
        </text>
        <text x="34" y="126" fontSize="20" fontWeight="800" fill="#3a2705">
          ¥ 8,888.00
        </text>
        <rect x="34" y="136" width="52" height="10" rx="5" fill="#3a2705" opacity=".18" />
        <circle cx="176" cy="104" r="10" fill="#3a2705" opacity=".15" />
        {/* notice */}
        <rect x="22" y="164" width="176" height="22" rx="11" fill="#161d30" stroke="#2a3453" />
        <circle cx="36" cy="175" r="4" fill="#f0c75e" />
        <rect x="46" y="172" width="120" height="6" rx="3" fill="#2f3a5c" />
        <text x="22" y="204" fontSize="10" fontWeight="700" fill="#e9edf7">
          HOT
        </text>
        {/* game tiles */}
        {tiles.map((tile, i) => (
          <g key={i}>
            <rect x={tile.x} y={tile.y} width="86" height="62" rx="10" fill={`url(#dl-tile-${i})`} />
            {tile.label ? (
              <text x={tile.x + 43} y={tile.y + 38} textAnchor="middle" fontSize="15" fontWeight="900" fill="#fff">
                {tile.label}
              </text>
            ) : (
              <g transform={`translate(${tile.x + 43} ${tile.y + 31})`}>
                <circle r="15" fill="#fafafa" stroke="#1b1b1b" strokeWidth="1.5" />
                <path d="M0 -6 L6 -2 L4 5 L-4 5 L-6 -2 Z" fill="#1b1b1b" />
                <path d="M0 -6 L0 -15 M6 -2 L14 -5 M4 5 L9 12 M-4 5 L-9 12 M-6 -2 L-14 -5" stroke="#1b1b1b" strokeWidth="1.5" />
              </g>
            )}
          </g>
        ))}
        {/* tab bar */}
        <rect x="12" y="370" width="196" height="58" rx="0" fill="#0e1322" />
        <path d="M12 370h196" stroke="#2a3453" />
        {[46, 88, 132, 174].map((x, i) => (
          <g key={x}>
            <circle cx={x} cy="390" r="7" fill={i === 0 ? '#f0c75e' : '#3a4566'} />
            <rect x={x - 10} y="402" width="20" height="4" rx="2" fill={i === 0 ? '#f0c75e' : '#3a4566'} />
          </g>
        ))}
        <rect x="80" y="416" width="60" height="4" rx="2" fill="#cfd6e8" opacity=".6" />
      </g>
    </svg>
  );
}
