export function CrownLogo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden>
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.5" stopColor="#f0c75e" />
          <stop offset="1" stopColor="#b8801f" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="29" fill="#131a2c" stroke="url(#logo-gold)" strokeWidth="3" />
      <path d="M14 42 L18 21 L26 31 L32 16 L38 31 L46 21 L50 42 Z" fill="url(#logo-gold)" />
      <rect x="14" y="44" width="36" height="5" rx="2" fill="url(#logo-gold)" />
      <circle cx="18" cy="20" r="2.6" fill="#fff1b8" />
      <circle cx="32" cy="15" r="2.6" fill="#fff1b8" />
      <circle cx="46" cy="20" r="2.6" fill="#fff1b8" />
    </svg>
  );
}
