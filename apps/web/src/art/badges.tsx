// Licence badges of spec §1, drawn (no network, no image files).
export function MaltaBadge() {
  return (
    <svg viewBox="0 0 120 48" width="120" height="48" aria-hidden>
      <rect x="1" y="1" width="118" height="46" rx="8" fill="#1a2032" stroke="#3b4766" />
      <path d="M22 10l4 9 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#d9434b" />
      <text x="42" y="22" fill="#e8ecf5" fontSize="11" fontWeight="700" fontFamily="sans-serif">
        MALTA
      </text>
      <text x="42" y="36" fill="#8f9bb8" fontSize="8" fontFamily="sans-serif">
        GAMING AUTHORITY
      </text>
    </svg>
  );
}
export function BviBadge() {
  return (
    <svg viewBox="0 0 120 48" width="120" height="48" aria-hidden>
      <rect x="1" y="1" width="118" height="46" rx="8" fill="#1a2032" stroke="#3b4766" />
      <path d="M14 12h18v14c0 7-9 11-9 11s-9-4-9-11z" fill="#2b6cd6" stroke="#f0c75e" strokeWidth="1.5" />
      <path d="M18 20h10M23 15v16" stroke="#fff" strokeWidth="2" />
      <text x="42" y="22" fill="#e8ecf5" fontSize="11" fontWeight="700" fontFamily="sans-serif">
        BVI
      </text>
      <text x="42" y="36" fill="#8f9bb8" fontSize="8" fontFamily="sans-serif">
        VIRGIN ISLANDS
      </text>
    </svg>
  );
}
export function PhilippinesBadge() {
  return (
    <svg viewBox="0 0 120 48" width="120" height="48" aria-hidden>
      <rect x="1" y="1" width="118" height="46" rx="8" fill="#1a2032" stroke="#3b4766" />
      <path d="M10 12h26v24H10z" fill="#2a4fb0" />
      <path d="M10 24h26v12H10z" fill="#c8313b" />
      <path d="M10 12l13 12-13 12z" fill="#f4f4f4" />
      <circle cx="15" cy="24" r="2.5" fill="#f0c75e" />
      <text x="42" y="22" fill="#e8ecf5" fontSize="11" fontWeight="700" fontFamily="sans-serif">
        PAGCOR
      </text>
      <text x="42" y="36" fill="#8f9bb8" fontSize="8" fontFamily="sans-serif">
        PHILIPPINES
      </text>
    </svg>
  );
}
export function ShieldIcon({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden>
      <path d="M12 2l8 3v6c0 5-3.5 9.5-8 11-4.5-1.5-8-6-8-11V5z" fill="#1f7a53" stroke="#6be0a8" strokeWidth="1.2" />
      <path d="M8 12l3 3 5-6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
