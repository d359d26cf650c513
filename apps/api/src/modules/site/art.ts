// Portal artwork drawn as SVG (nothing can be downloaded): banners, promotion covers, game tiles.
// Text-free, so the pages overlay titles in the reader's language.
import { CASCADE_SYMBOLS, HOLD_SYMBOLS, SLOT_SYMBOLS, SLOT_TITLES, WAYS_SYMBOLS, isSlotTitle, type SlotMachine, type SlotTitle } from '@portal/game-rules';
import { THEMES } from '@portal/play/themes';

type Point = [x: number, y: number];
type Size = [w: number, h: number];

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

const sparkles = (seed: number, [w, h]: Size, n = 26) => {
  let out = '';
  let x = seed * 9301 + 49297;
  const rnd = () => (x = (x * 9301 + 49297) % 233280) / 233280;
  for (let i = 0; i < n; i++) {
    const cx = Math.round(rnd() * w),
      cy = Math.round(rnd() * h),
      r = (rnd() * 2.2 + 0.6).toFixed(1),
      o = (rnd() * 0.6 + 0.2).toFixed(2);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff3c4" opacity="${o}"/>`;
  }
  return out;
};

const coin = (x: number, y: number, r: number) =>
  `<g transform="translate(${x} ${y})"><ellipse rx="${r}" ry="${r * 0.32}" cy="${r * 0.22}" fill="#9a6a12"/><ellipse rx="${r}" ry="${r * 0.32}" fill="url(#gold)"/><ellipse rx="${r * 0.62}" ry="${r * 0.19}" fill="none" stroke="#fff3b0" stroke-width="2" opacity=".7"/></g>`;

const chip = ([x, y]: Point, r: number, color: string) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${color}"/><circle r="${r}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-dasharray="${r * 0.5} ${r * 0.5}"/><circle r="${r * 0.6}" fill="none" stroke="#ffffff88" stroke-width="2"/></g>`;

const card = ([x, y]: Point, rot: number, { label, red }: { label: string; red?: boolean }) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-45" y="-65" width="90" height="130" rx="9" fill="#fbf8f0" stroke="#d9d2bf"/><text x="-32" y="-34" font-family="Georgia, serif" font-size="28" font-weight="700" fill="${red ? '#c62f3a' : '#1b1b1b'}">${label}</text><text x="0" y="28" font-family="Georgia, serif" font-size="54" text-anchor="middle" fill="${red ? '#c62f3a' : '#1b1b1b'}">${label.slice(-1)}</text></g>`;

const GOLD = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b0"/><stop offset=".5" stop-color="#f0c75e"/><stop offset="1" stop-color="#b8801f"/></linearGradient>`;

const BANNERS: ((w: number, h: number) => string)[] = [
  // first deposit: a gift box on a pile of coins
  (
    w,
    h,
  ) => `<defs>${GOLD}<radialGradient id="bg" cx=".7" cy=".4" r=".9"><stop offset="0" stop-color="#5b2a86"/><stop offset="1" stop-color="#140a26"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${sparkles(1, [w, h], 60)}
<circle cx="${w * 0.72}" cy="${h * 0.5}" r="${h * 0.42}" fill="#f0c75e" opacity=".12"/>
${[0, 1, 2, 3, 4].map((i) => coin(w * 0.6 + i * 34, h * 0.82 - i * 4, 40)).join('')}${[0, 1, 2].map((i) => coin(w * 0.86, h * 0.84 - i * 16, 36)).join('')}
<g transform="translate(${w * 0.72} ${h * 0.5})"><rect x="-90" y="-40" width="180" height="130" rx="10" fill="#c8313b"/><rect x="-100" y="-70" width="200" height="40" rx="8" fill="#e04651"/><rect x="-16" y="-70" width="32" height="160" fill="url(#gold)"/><path d="M0 -70 C -60 -140 -110 -80 -20 -72 M0 -70 C 60 -140 110 -80 20 -72" fill="none" stroke="url(#gold)" stroke-width="14" stroke-linecap="round"/></g>`,
  // live casino: green felt with cards and chips
  (
    w,
    h,
  ) => `<defs>${GOLD}<radialGradient id="bg" cx=".6" cy="1.1" r="1.1"><stop offset="0" stop-color="#1c7a4a"/><stop offset=".6" stop-color="#0d3b27"/><stop offset="1" stop-color="#07160f"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><ellipse cx="${w * 0.65}" cy="${h * 1.25}" rx="${w * 0.55}" ry="${h * 0.75}" fill="none" stroke="url(#gold)" stroke-width="6" opacity=".7"/>${sparkles(2, [w, h], 30)}
${card([w * 0.58, h * 0.48], -16, { label: 'A♥', red: true })}${card([w * 0.66, h * 0.44], -2, { label: 'K♠' })}${card([w * 0.74, h * 0.48], 14, { label: 'Q♦', red: true })}
${chip([w * 0.86, h * 0.7], 34, '#c8313b')}${chip([w * 0.9, h * 0.52], 28, '#1f6fd1')}${chip([w * 0.5, h * 0.78], 30, '#222')}`,
  // slot machines: a cabinet with three reels
  (
    w,
    h,
  ) => `<defs>${GOLD}<radialGradient id="bg" cx=".7" cy=".5" r=".9"><stop offset="0" stop-color="#7a1f2b"/><stop offset="1" stop-color="#1a0710"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${sparkles(3, [w, h], 50)}<circle cx="${w * 0.72}" cy="${h * 0.5}" r="${h * 0.44}" fill="#f0c75e" opacity=".12"/>
<g transform="translate(${w * 0.72} ${h * 0.52})"><rect x="-150" y="-150" width="300" height="300" rx="26" fill="#c8313b" stroke="url(#gold)" stroke-width="8"/><rect x="-120" y="-128" width="240" height="40" rx="10" fill="url(#gold)"/>
${[-80, 0, 80].map((x, i) => `<rect x="${x - 36}" y="-70" width="72" height="120" rx="10" fill="#fbf8f0" stroke="#b8801f" stroke-width="3"/><text x="${x}" y="12" font-family="Arial" font-size="58" font-weight="800" text-anchor="middle" fill="${i === 1 ? '#1f6fd1' : '#c8313b'}">7</text>`).join('')}
<rect x="-120" y="72" width="240" height="52" rx="12" fill="#10131c"/>${coin(-60, 98, 18)}${coin(0, 98, 18)}${coin(60, 98, 18)}<path d="M150 -40 h30 v-70" fill="none" stroke="#d9d2bf" stroke-width="10" stroke-linecap="round"/><circle cx="180" cy="-118" r="18" fill="#e04651"/></g>`,
  // mobile app: a glowing phone
  (
    w,
    h,
  ) => `<defs>${GOLD}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0c2b52"/><stop offset="1" stop-color="#2a0f3f"/></linearGradient><linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0c75e"/><stop offset="1" stop-color="#c8313b"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${sparkles(4, [w, h], 50)}<circle cx="${w * 0.72}" cy="${h * 0.5}" r="${h * 0.45}" fill="#3c7be0" opacity=".18"/>
<g transform="translate(${w * 0.72} ${h * 0.52}) rotate(-8)"><rect x="-75" y="-150" width="150" height="300" rx="24" fill="#10131c" stroke="url(#gold)" stroke-width="5"/><rect x="-64" y="-130" width="128" height="250" rx="12" fill="url(#screen)"/><circle cy="136" r="7" fill="#333"/>${chip([-28, -60], 22, '#1f6fd1')}${chip([26, -20], 22, '#222')}<text y="80" font-family="Arial" font-size="44" font-weight="800" text-anchor="middle" fill="#fff">777</text></g>`,
  // sports: a night stadium and a football
  (
    w,
    h,
  ) => `<defs>${GOLD}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1d3d"/><stop offset="1" stop-color="#0f4a2c"/></linearGradient><radialGradient id="light"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w * 0.2}" cy="30" r="120" fill="url(#light)" opacity=".5"/><circle cx="${w * 0.85}" cy="20" r="140" fill="url(#light)" opacity=".45"/>
<path d="M0 ${h * 0.7} Q ${w / 2} ${h * 0.55} ${w} ${h * 0.7} L ${w} ${h} L 0 ${h} Z" fill="#1d7a3f"/><path d="M${w * 0.3} ${h} L ${w * 0.45} ${h * 0.62} M${w * 0.7} ${h} L ${w * 0.58} ${h * 0.62}" stroke="#ffffff55" stroke-width="3"/>
<g transform="translate(${w * 0.72} ${h * 0.5})"><circle r="70" fill="#fafafa" stroke="#222" stroke-width="3"/><path d="M0 -26 L25 -8 L15 22 L-15 22 L-25 -8 Z" fill="#222"/><path d="M0 -26 L0 -70 M25 -8 L66 -22 M15 22 L40 56 M-15 22 L-40 56 M-25 -8 L-66 -22" stroke="#222" stroke-width="3"/></g>${sparkles(3, [w, h * 0.5], 40)}`,
];

export function bannerSvg(n: number): string {
  const w = 1200,
    h = 400;
  return svg(w, h, BANNERS[(n - 1) % BANNERS.length]!(w, h));
}

// A promotion cover's emblem, drawn (an emoji as text is an empty box where no emoji font is installed),
// centred on (0, 0), about 150 units across.
const GIFT = `<rect x="-58" y="-18" width="116" height="78" rx="8" fill="#c8313b"/><rect x="-66" y="-42" width="132" height="30" rx="7" fill="#e04651"/><rect x="-11" y="-42" width="22" height="102" fill="url(#gold)"/><path d="M0 -42 C -40 -92 -78 -52 -14 -46 M0 -42 C 40 -92 78 -52 14 -46" fill="none" stroke="url(#gold)" stroke-width="10" stroke-linecap="round"/>`;
const RED_PACKET = `<rect x="-50" y="-68" width="100" height="136" rx="10" fill="#d42a2a" stroke="#8f1212" stroke-width="3"/><path d="M-50 -58 Q 0 -10 50 -58 L50 -58 L50 -68 Q 50 -68 40 -68 L-40 -68 Q -50 -68 -50 -58 Z" fill="#b51d1d"/><path d="M-50 -58 Q 0 -10 50 -58" fill="none" stroke="#8f1212" stroke-width="3"/><circle cy="-22" r="20" fill="url(#gold)" stroke="#8a5a10" stroke-width="2"/><path d="M-9 -36 L0 -25 L9 -36 M0 -25 L0 -8 M-8 -21 L8 -21 M-8 -14 L8 -14" fill="none" stroke="#8a5a10" stroke-width="3" stroke-linecap="round"/><rect x="-30" y="26" width="60" height="6" rx="3" fill="url(#gold)" opacity=".8"/>`;
const LIFEBUOY = `<circle r="62" fill="#f4f4f4"/><path d="M0 -62 A62 62 0 0 1 62 0 L34 0 A34 34 0 0 0 0 -34 Z M0 62 A62 62 0 0 1 -62 0 L-34 0 A34 34 0 0 0 0 34 Z" fill="#e0452f"/><path d="M62 0 A62 62 0 0 1 0 62 L0 34 A34 34 0 0 0 34 0 Z M-62 0 A62 62 0 0 1 0 -62 L0 -34 A34 34 0 0 0 -34 0 Z" fill="#f4f4f4"/><circle r="34" fill="#0f2547" stroke="#c9c9c9" stroke-width="3"/><circle r="62" fill="none" stroke="#c9c9c9" stroke-width="3"/><circle r="48" fill="none" stroke="#ffd36b" stroke-width="4" stroke-dasharray="10 14"/>`;
const CAKE = `<rect x="-62" y="6" width="124" height="50" rx="8" fill="#f6d7e4"/><rect x="-62" y="6" width="124" height="14" rx="7" fill="#fff"/><rect x="-44" y="-30" width="88" height="40" rx="8" fill="#f3b9cf"/><rect x="-44" y="-30" width="88" height="12" rx="6" fill="#fff"/><rect x="-72" y="54" width="144" height="10" rx="5" fill="url(#gold)"/>${[
  -26, 0, 26,
]
  .map(
    (x) =>
      `<rect x="${x - 4}" y="-62" width="8" height="32" rx="3" fill="#7cc6ff"/><path d="M${x} -80 C ${x + 8} -70 ${x + 6} -62 ${x} -62 C ${x - 6} -62 ${x - 8} -70 ${x} -80 Z" fill="#ffb02e"/>`,
  )
  .join('')}${[-40, -14, 14, 40].map((x) => `<circle cx="${x}" cy="36" r="5" fill="#c8313b"/>`).join('')}`;

const COVER_THEMES = [
  ['#7a1f2b', '#2b0a10', GIFT],
  ['#b3261e', '#3a0a08', RED_PACKET],
  ['#1f4f8a', '#0a1a33', LIFEBUOY],
  ['#6b3fd4', '#1d0f3d', CAKE],
] as const;

export function promotionCoverSvg(n: number): string {
  const w = 720,
    h = 280;
  const [a, b, emblem] = COVER_THEMES[(n - 1) % COVER_THEMES.length]!;
  return svg(
    w,
    h,
    `<defs>${GOLD}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${sparkles(n + 10, [w, h], 40)}
<circle cx="${w * 0.78}" cy="${h * 0.5}" r="110" fill="url(#gold)" opacity=".18"/><circle cx="${w * 0.78}" cy="${h * 0.5}" r="84" fill="none" stroke="url(#gold)" stroke-width="4"/>
<g transform="translate(${w * 0.78} ${h * 0.5}) scale(.82)">${emblem}</g>
${coin(w * 0.16, h * 0.8, 30)}${coin(w * 0.26, h * 0.86, 24)}`,
  );
}

const hash = (s: string) => [...s].reduce((acc, c) => (acc * 31 + c.charCodeAt(0)) >>> 0, 7);
const TILE_COLORS = [
  ['#1f6fd1', '#0b1f44'],
  ['#c8313b', '#3a0b12'],
  ['#1c7a4a', '#07241a'],
  ['#6b3fd4', '#1d0f3d'],
  ['#d48a1f', '#3d2406'],
  ['#178f9a', '#062a2e'],
] as const;

/** How each machine is drawn on a tile: its grid, and the symbols it can show. */
const MACHINE_TILES: Record<SlotMachine, { cols: number; rows: number; symbols: readonly string[] }> = {
  slot: { cols: 3, rows: 3, symbols: SLOT_SYMBOLS },
  ways: { cols: 5, rows: 3, symbols: WAYS_SYMBOLS },
  cascade: { cols: 6, rows: 3, symbols: CASCADE_SYMBOLS },
  hold: { cols: 5, rows: 3, symbols: HOLD_SYMBOLS },
};

/**
 * A slot title's tile: its machine's grid (3 reels, 5 reels, the tumbling grid) filled with the
 * title's own symbols (the game page's art, apps/play themes), in its cabinet's colours, under the
 * platform's label: the tile shows the game it opens.
 */
function slotTileSvg(platform: string, code: SlotTitle): string {
  const w = 360,
    h = 220;
  const theme = THEMES[code];
  const layout = MACHINE_TILES[SLOT_TITLES[code]];
  let x = hash(code) || 1;
  const next = () => (x = (x * 1103515245 + 12345) >>> 0) >>> 8;
  const [cabTop, cabBottom] = theme.cabinet;
  const gap = 6;
  const cell = Math.floor(Math.min((288 - (layout.cols - 1) * gap) / layout.cols, (132 - (layout.rows - 1) * gap) / layout.rows));
  const left = (w - (layout.cols * cell + (layout.cols - 1) * gap)) / 2;
  const top = 24 + (144 - (layout.rows * cell + (layout.rows - 1) * gap)) / 2;
  let cells = '';
  for (let r = 0; r < layout.rows; r++)
    for (let c = 0; c < layout.cols; c++) {
      const sym = layout.symbols[next() % layout.symbols.length]!;
      const cx = left + c * (cell + gap);
      const cy = top + r * (cell + gap);
      cells += `<rect x="${cx}" y="${cy}" width="${cell}" height="${cell}" rx="6" fill="${theme.tile}"/><svg x="${cx + 3}" y="${cy + 3}" width="${cell - 6}" height="${cell - 6}" viewBox="0 0 100 100">${theme.symbols[sym] ?? ''}</svg>`;
    }
  return svg(
    w,
    h,
    `<defs>${GOLD}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cabTop}"/><stop offset="1" stop-color="${cabBottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="16" fill="url(#bg)"/>${sparkles(hash(code) % 89, [w, h], 20)}
<rect x="${left - 10}" y="${top - 10}" width="${w - 2 * left + 20}" height="${layout.rows * cell + (layout.rows - 1) * gap + 20}" rx="14" fill="#07050a" stroke="url(#gold)" stroke-width="4"/>${cells}
<rect x="24" y="182" width="${platform.length * 14 + 24}" height="28" rx="14" fill="#00000066"/><text x="36" y="202" font-family="Arial" font-size="16" font-weight="800" fill="url(#gold)">${platform}</text>`,
  );
}

/** A platform tile: its code in gold on a colour chosen from the name, with chips; a slot title's tile shows its machine. */
export function gameTileSvg(code: string): string {
  if (isSlotTitle(code)) return slotTileSvg(code.slice(0, code.indexOf('-')).toUpperCase(), code);
  const w = 360,
    h = 220;
  const label =
    code
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 6) || 'GAME';
  const [a, b] = TILE_COLORS[hash(label) % TILE_COLORS.length]!;
  return svg(
    w,
    h,
    `<defs>${GOLD}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="16" fill="url(#bg)"/>${sparkles(hash(label) % 97, [w, h], 18)}
<circle cx="${w - 40}" cy="40" r="70" fill="#fff" opacity=".06"/>${chip([w - 58, h - 50], 26, '#111')}${chip([w - 96, h - 34], 20, '#f0c75e')}
<text x="28" y="${h / 2 + 16}" font-family="Arial Black, Arial, sans-serif" font-size="${label.length > 4 ? 44 : 58}" font-weight="900" fill="url(#gold)" stroke="#00000055" stroke-width="1">${label}</text>
<rect x="28" y="${h / 2 + 34}" width="64" height="4" rx="2" fill="url(#gold)"/>`,
  );
}
