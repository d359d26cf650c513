// Drawn icons of the cashier (no image files): one per deposit method, a USDT coin and a card chip.

export type PayWayKind = 'bank' | 'usdt' | 'wechat' | 'alipay' | 'game';

export function PayWayIcon({ kind, size = 40 }: { kind: PayWayKind; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 48 48', 'aria-hidden': true } as const;
  switch (kind) {
    case 'bank':
      return (
        <svg {...common}>
          <defs>
            <linearGradient id="pw-bank" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#ffe7a3" />
              <stop offset="1" stopColor="#c8922a" />
            </linearGradient>
          </defs>
          <path d="M24 5 5 15v4h38v-4z" fill="url(#pw-bank)" />
          <g fill="#f0c75e">
            <rect x="9" y="21" width="4" height="15" rx="1" />
            <rect x="17" y="21" width="4" height="15" rx="1" />
            <rect x="27" y="21" width="4" height="15" rx="1" />
            <rect x="35" y="21" width="4" height="15" rx="1" />
          </g>
          <rect x="5" y="38" width="38" height="5" rx="1.5" fill="url(#pw-bank)" />
          <circle cx="24" cy="13" r="2.5" fill="#3a2705" />
        </svg>
      );
    case 'usdt':
      return <UsdtCoin size={size} />;
    case 'wechat':
      return (
        <svg {...common}>
          <circle cx="24" cy="24" r="22" fill="#1aad19" />
          <ellipse cx="20" cy="21" rx="11" ry="9" fill="#fff" />
          <ellipse cx="29" cy="28" rx="9.5" ry="7.5" fill="#e8f7e8" stroke="#1aad19" strokeWidth="1.2" />
          <circle cx="16.5" cy="19" r="1.5" fill="#1aad19" />
          <circle cx="23.5" cy="19" r="1.5" fill="#1aad19" />
          <circle cx="26" cy="27" r="1.2" fill="#1aad19" />
          <circle cx="32" cy="27" r="1.2" fill="#1aad19" />
        </svg>
      );
    case 'alipay':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="42" height="42" rx="10" fill="#1677ff" />
          <path d="M14 15h20M24 11v8M16 21h16c-1.5 6-6 11-15 14" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M20 27c4 2 10 5 16 8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
        </svg>
      );
    case 'game':
      return <QrGlyph size={size} />;
  }
}

export function UsdtCoin({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden>
      <circle cx="24" cy="24" r="22" fill="#26a17b" />
      <circle cx="24" cy="24" r="19" fill="none" stroke="#ffffff" strokeOpacity=".25" />
      <path d="M13 13h22v5h-8.5v4.2c5.6.3 9.8 1.5 9.8 2.9s-4.2 2.6-9.8 2.9V36h-5V28c-5.6-.3-9.8-1.5-9.8-2.9s4.2-2.6 9.8-2.9V18H13z" fill="#fff" />
      <ellipse cx="24" cy="25.1" rx="8" ry="1.6" fill="#26a17b" />
    </svg>
  );
}

/** A stylised QR code (not scannable): the icon of the scan-to-pay methods. */
export function QrGlyph({ size = 40 }: { size?: number }) {
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="13" height="13" rx="2" fill="none" stroke="#f0c75e" strokeWidth="2.5" />
      <rect x={x + 4} y={y + 4} width="5" height="5" rx="1" fill="#f0c75e" />
    </g>
  );
  const dots = [
    [22, 6],
    [26, 10],
    [22, 14],
    [30, 22],
    [22, 22],
    [26, 26],
    [34, 30],
    [22, 34],
    [38, 38],
    [30, 38],
    [38, 24],
    [26, 40],
  ];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden>
      <rect x="1" y="1" width="46" height="46" rx="8" fill="#1c2540" stroke="#c8922a" />
      {finder(5, 5)}
      {finder(30, 5)}
      {finder(5, 30)}
      {dots.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" fill="#ffe7a3" />
      ))}
    </svg>
  );
}

export function CardChip() {
  return (
    <svg width="38" height="28" viewBox="0 0 38 28" aria-hidden className="card-chip">
      <rect x="0.5" y="0.5" width="37" height="27" rx="5" fill="#e7c873" stroke="#a77d24" />
      <path d="M0 10h12M0 18h12M26 10h12M26 18h12M12 0v28M26 0v28M12 14h14" stroke="#a77d24" strokeWidth="1" />
    </svg>
  );
}

/** The wallet illustration of the empty card lists. */
export function EmptyWalletArt() {
  return (
    <svg width="92" height="64" viewBox="0 0 92 64" aria-hidden>
      <rect x="6" y="12" width="76" height="46" rx="8" fill="#1d2438" stroke="#3a4566" />
      <rect x="12" y="4" width="62" height="14" rx="4" fill="#232c47" stroke="#3a4566" />
      <rect x="56" y="28" width="30" height="16" rx="5" fill="#161d30" stroke="#c8a24a" />
      <circle cx="65" cy="36" r="3" fill="#c8a24a" />
    </svg>
  );
}
