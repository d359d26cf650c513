// Drawn venue illustrations (no image files can be downloaded).
type Kind = 'realbet' | 'sport' | 'lottery' | 'concise' | 'joker' | 'gaming' | 'pcgame' | 'mobilegame';

const Gold = () => (
  <defs>
    <linearGradient id="va-gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor="#fff1b0" />
      <stop offset=".5" stopColor="#f0c75e" />
      <stop offset="1" stopColor="#b8801f" />
    </linearGradient>
  </defs>
);

const Chip = ({ x, y, r, c }: { x: number; y: number; r: number; c: string }) => (
  <g transform={`translate(${x} ${y})`}>
    <circle r={r} fill={c} />
    <circle r={r} fill="none" stroke="#fff" strokeWidth={r * 0.22} strokeDasharray={`${r * 0.5} ${r * 0.5}`} />
  </g>
);

const Card = ({ x, y, rot, label, red }: { x: number; y: number; rot: number; label: string; red?: boolean }) => (
  <g transform={`translate(${x} ${y}) rotate(${rot})`}>
    <rect x={-22} y={-32} width={44} height={64} rx={5} fill="#fbf8f0" stroke="#d9d2bf" />
    <text x={-15} y={-14} fontSize={14} fontWeight={700} fill={red ? '#c62f3a' : '#1b1b1b'}>
      {label}
    </text>
    <text x={0} y={16} fontSize={26} textAnchor="middle" fill={red ? '#c62f3a' : '#1b1b1b'}>
      {label.slice(-1)}
    </text>
  </g>
);

const SCENES: Record<Kind, () => React.ReactElement> = {
  realbet: () => (
    <>
      <Card x={70} y={62} rot={-14} label="A♥" red />
      <Card x={100} y={58} rot={0} label="K♠" />
      <Card x={130} y={62} rot={14} label="Q♦" red />
      <Chip x={160} y={100} r={14} c="#c8313b" />
      <Chip x={40} y={104} r={12} c="#1f6fd1" />
    </>
  ),
  sport: () => (
    <>
      <circle cx={100} cy={65} r={40} fill="#fafafa" stroke="#222" strokeWidth={2} />
      <path d="M100 48 L115 59 L109 77 L91 77 L85 59 Z" fill="#222" />
      <path d="M100 48 V25 M115 59 L138 52 M109 77 L123 98 M91 77 L77 98 M85 59 L62 52" stroke="#222" strokeWidth={2} />
      <path d="M20 118 Q100 96 180 118" stroke="#ffffff55" strokeWidth={3} fill="none" />
    </>
  ),
  lottery: () => (
    <>
      {[
        ['#c8313b', 50, 70],
        ['#1f6fd1', 82, 55],
        ['#f0c75e', 114, 70],
        ['#2fbf7f', 146, 55],
      ].map(([c, x, y], i) => (
        <g key={i}>
          <circle cx={x as number} cy={y as number} r={19} fill={c as string} />
          <circle cx={x as number} cy={y as number} r={10} fill="#fff" />
          <text x={x as number} y={(y as number) + 5} fontSize={13} fontWeight={700} textAnchor="middle" fill="#222">
            {[8, 3, 6, 9][i]}
          </text>
        </g>
      ))}
    </>
  ),
  concise: () => (
    <>
      <rect x={45} y={28} width={110} height={78} rx={10} fill="#2a0f3f" stroke="url(#va-gold)" strokeWidth={4} />
      {[62, 100, 138].map((x) => (
        <g key={x}>
          <rect x={x - 14} y={42} width={28} height={50} rx={4} fill="#fff" />
          <text x={x} y={76} fontSize={24} fontWeight={900} textAnchor="middle" fill="#c8313b">
            7
          </text>
        </g>
      ))}
      <rect x={160} y={40} width={6} height={36} rx={3} fill="#ccc" />
      <circle cx={163} cy={38} r={7} fill="#c8313b" />
    </>
  ),
  joker: () => (
    <>
      <Card x={72} y={64} rot={-10} label="J♣" />
      <Card x={104} y={60} rot={6} label="10♥" red />
      <rect x={130} y={70} width={34} height={44} rx={5} fill="#f5f1e6" stroke="#c9b98f" />
      <text x={147} y={99} fontSize={20} textAnchor="middle" fill="#1f7a53">
        發
      </text>
    </>
  ),
  gaming: () => (
    <>
      <path
        d="M55 70 Q55 45 80 45 H120 Q145 45 145 70 L152 100 Q155 115 140 112 L122 92 H78 L60 112 Q45 115 48 100 Z"
        fill="#2b2f45"
        stroke="url(#va-gold)"
        strokeWidth={3}
      />
      <path d="M76 62 V80 M67 71 H85" stroke="#fff" strokeWidth={4} />
      <circle cx={122} cy={64} r={5} fill="#c8313b" />
      <circle cx={132} cy={74} r={5} fill="#2fbf7f" />
      <circle cx={112} cy={74} r={5} fill="#1f6fd1" />
    </>
  ),
  pcgame: () => (
    <>
      <rect x={45} y={28} width={110} height={70} rx={6} fill="#10131c" stroke="url(#va-gold)" strokeWidth={3} />
      <rect x={53} y={36} width={94} height={54} fill="#1f6fd1" />
      <text x={100} y={72} fontSize={22} fontWeight={900} textAnchor="middle" fill="#fff">
        777
      </text>
      <rect x={88} y={98} width={24} height={12} fill="#333" />
      <rect x={70} y={110} width={60} height={6} rx={3} fill="#444" />
    </>
  ),
  mobilegame: () => (
    <>
      <rect x={78} y={14} width={48} height={100} rx={9} fill="#10131c" stroke="url(#va-gold)" strokeWidth={3} />
      <rect x={84} y={24} width={36} height={76} rx={3} fill="#c8313b" />
      <Chip x={102} y={52} r={11} c="#222" />
      <text x={102} y={90} fontSize={13} fontWeight={900} textAnchor="middle" fill="#fff">
        WIN
      </text>
    </>
  ),
};

export function VenueArt({ kind, className }: { kind: string; className?: string }) {
  const Scene = SCENES[(kind in SCENES ? kind : 'realbet') as Kind];
  return (
    <svg viewBox="0 0 200 130" className={className} aria-hidden>
      <Gold />
      <Scene />
    </svg>
  );
}
