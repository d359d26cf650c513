// Line icons (member menu, form fields), drawn in SVG: no emoji font is assumed on the player's machine.
export type LineIconName = 'recharge' | 'transfer' | 'wallet' | 'records' | 'bets' | 'profile' | 'message' | 'feedback' | 'user' | 'lock' | 'shield' | 'gift';

const PATHS: Record<LineIconName, string> = {
  recharge: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  transfer: 'M4 8h13l-3-3 M20 16H7l3 3',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4z M4 7l11-3v3 M16 13h2',
  records: 'M6 3h9l4 4v14H6z M15 3v4h4 M9 12h7 M9 16h7',
  bets: 'M5 5h14v14H5z M9 9h.01 M15 15h.01 M12 12h.01 M15 9h.01 M9 15h.01',
  profile: 'M3 5h18v14H3z M9 10.5a2 2 0 1 0 0-.01 M6 16c.6-1.8 5.4-1.8 6 0 M14 9h4 M14 13h4',
  message: 'M3 6h18v12H3z M3 6l9 7 9-7',
  feedback: 'M4 5h16v11H9l-5 4z M8 10h.01 M12 10h.01 M16 10h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21c1-4 15-4 16 0',
  lock: 'M5 11h14v10H5z M8 11V8a4 4 0 0 1 8 0v3 M12 15v2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  gift: 'M4 11h16v9H4z M3 7h18v4H3z M12 7v13 M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7 M12 7c1.5-3 5-3.5 5-1.5S14 7 12 7',
};

export function LineIcon({ name }: { name: LineIconName }) {
  return (
    <svg
      className="line-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
