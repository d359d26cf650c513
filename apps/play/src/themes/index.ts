import type { SlotTheme } from '@portal/game-rules';
import { ART } from '../art.js';
import { coin, defs, gem, linear, medallion, radial, royal, wordBadge } from './draw.js';

/**
 * Every slot title's look: its symbols drawn in SVG (by the machine's symbol ids), and the
 * cabinet's colours. Two titles on one machine share its paytable but nothing of their art.
 */
export interface ThemeArt {
  symbols: Readonly<Record<string, string>>;
  /** The cabinet's two colours (top, bottom) and the reel cells' background (CSS). */
  cabinet: readonly [string, string];
  cell: string;
  /** The cells' plain colour, for the portal's tile of the title (SVG). */
  tile: string;
}

// ------------------------------------------------------------------ the classic machine
const crown: ThemeArt = {
  symbols: { L1: ART.cherry, L2: ART.lemon, M1: ART.bell, M2: ART.star, M3: ART.seven, H1: ART.gem, W: ART.crown },
  cabinet: ['#4a0c16', '#1c0409'],
  cell: 'linear-gradient(90deg, #d9d0bd, #fffdf6 30%, #fffdf6 70%, #d9d0bd)',
  tile: '#fffdf6',
};

const fruit: ThemeArt = {
  symbols: {
    // grapes
    L1:
      defs(radial('ff-gr', ['#e6b3ff', '#8e2fc2', '#3d0a5c'])) +
      '<path d="M52 8C50 16 50 20 50 26" stroke="#3d7a1e" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M52 14C62 6 76 8 80 16C70 22 58 21 52 14Z" fill="#52b548"/>' +
      [
        [38, 34],
        [62, 34],
        [26, 52],
        [50, 52],
        [74, 52],
        [38, 70],
        [62, 70],
        [50, 87],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="url(#ff-gr)" stroke="#3d0a5c" stroke-width="1.5"/>`)
        .join(''),
    // orange
    L2:
      defs(radial('ff-or', ['#ffe0b0', '#ff8a1c', '#b34700'])) +
      '<circle cx="50" cy="55" r="38" fill="url(#ff-or)" stroke="#8a3500" stroke-width="2.5"/><path d="M50 17C54 9 62 7 70 10C66 18 58 20 50 17Z" fill="#3d9a2e"/><circle cx="50" cy="19" r="3" fill="#5c3a00"/>' +
      '<ellipse cx="36" cy="40" rx="10" ry="6" fill="#fff" opacity=".45" transform="rotate(-30 36 40)"/>',
    // watermelon slice
    M1:
      '<path d="M8 40A42 42 0 0 0 92 40Z" fill="#2e9a3a" stroke="#1b5e22" stroke-width="3"/><path d="M14 40A36 36 0 0 0 86 40Z" fill="#f6fbe6"/><path d="M18 40A32 32 0 0 0 82 40Z" fill="#ff3b5c"/>' +
      [30, 44, 56, 70].map((x, i) => `<ellipse cx="${x}" cy="${52 + (i % 2) * 8}" rx="2.6" ry="4.2" fill="#1b1b1f"/>`).join(''),
    // strawberry
    M2:
      defs(radial('ff-st', ['#ffb0b0', '#ff2b3d', '#8a0010'])) +
      '<path d="M50 92C26 80 14 58 18 40C22 28 36 26 50 30C64 26 78 28 82 40C86 58 74 80 50 92Z" fill="url(#ff-st)" stroke="#7a0010" stroke-width="2.5"/>' +
      '<path d="M30 28L42 22L50 12L58 22L70 28L58 32L50 26L42 32Z" fill="#3d9a2e" stroke="#1b5e22" stroke-width="1.5"/>' +
      [
        [36, 48],
        [50, 46],
        [64, 48],
        [42, 62],
        [58, 62],
        [50, 76],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2" ry="3" fill="#ffe680"/>`)
        .join(''),
    // BAR
    M3:
      defs(linear('ff-bar', ['#fff', '#d8dde6', '#8a93a3'])) +
      '<rect x="8" y="30" width="84" height="40" rx="8" fill="#1b1b1f" stroke="url(#ff-bar)" stroke-width="4"/>' +
      `<text x="50" y="62" text-anchor="middle" font-size="28" font-weight="900" font-family="DejaVu Sans, Arial, sans-serif" fill="url(#ff-bar)" letter-spacing="2">BAR</text>`,
    // double seven
    H1:
      defs(linear('ff-77', ['#b8e4ff', '#2f7dff', '#0b2f7a'])) +
      '<path d="M6 20H46V31L30 82H16L31 32H6Z" fill="url(#ff-77)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M54 20H94V31L78 82H64L79 32H54Z" fill="url(#ff-77)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>',
    W: wordBadge('ff-w', 'WILD', { plate: ['#ff6ad5', '#8e2fc2', '#2c6fd6'], ink: '#fff', edge: '#2a0a3d' }),
  },
  cabinet: ['#3a0f4a', '#14041c'],
  cell: 'linear-gradient(90deg, #f1dcff, #fff8ff 30%, #fff8ff 70%, #f1dcff)',
  tile: '#fff8ff',
};

const miner: ThemeArt = {
  symbols: {
    // pickaxe
    L1:
      '<path d="M24 84L70 30" stroke="#7a4a1e" stroke-width="9" stroke-linecap="round"/>' +
      defs(linear('mg-pk', ['#e8eef5', '#9aa6b5', '#4a5563'])) +
      '<path d="M40 22C58 10 82 14 92 30C78 24 62 24 50 32Z" fill="url(#mg-pk)" stroke="#2f3640" stroke-width="2.5"/><path d="M60 20C64 34 66 44 62 56" stroke="#2f3640" stroke-width="3" fill="none"/>',
    // miner's lamp
    L2:
      defs(radial('mg-lp', ['#fffbd0', '#ffd24a', '#c98a00'])) +
      '<path d="M50 8V18" stroke="#4a5563" stroke-width="5"/><rect x="30" y="18" width="40" height="10" rx="3" fill="#4a5563"/><rect x="32" y="28" width="36" height="48" rx="8" fill="url(#mg-lp)" stroke="#4a5563" stroke-width="4"/>' +
      '<path d="M36 36H64M36 52H64M36 68H64" stroke="#4a5563" stroke-width="3"/><rect x="28" y="76" width="44" height="12" rx="4" fill="#4a5563"/>',
    // mine cart
    M1:
      defs(linear('mg-ct', ['#c0793a', '#8a4a1e', '#4a2408'])) +
      '<path d="M20 30L44 18L62 24L80 16L84 34Z" fill="#f2c142" stroke="#9c6410" stroke-width="2"/><path d="M10 32H90L80 70H20Z" fill="url(#mg-ct)" stroke="#3a1c06" stroke-width="3"/>' +
      '<circle cx="32" cy="78" r="10" fill="#2f3640" stroke="#9aa6b5" stroke-width="3"/><circle cx="68" cy="78" r="10" fill="#2f3640" stroke="#9aa6b5" stroke-width="3"/>',
    // dynamite
    M2:
      defs(linear('mg-dy', ['#ff8a8a', '#d0101e', '#6e0010'], false)) +
      [30, 50, 70].map((x) => `<rect x="${x - 9}" y="32" width="18" height="56" rx="4" fill="url(#mg-dy)" stroke="#4a0008" stroke-width="2"/>`).join('') +
      '<rect x="18" y="50" width="64" height="10" fill="#1b1b1f"/><path d="M50 32C50 22 58 16 66 12" stroke="#7a4a1e" stroke-width="3" fill="none"/><circle cx="68" cy="11" r="6" fill="#ffd24a"/><circle cx="68" cy="11" r="3" fill="#fff"/>',
    // gold nugget
    M3:
      defs(linear('mg-ng', ['#fff4b8', '#f2c142', '#9c6410'], false)) +
      '<path d="M14 62L22 34L42 22L66 26L86 44L84 70L60 84L30 80Z" fill="url(#mg-ng)" stroke="#7d4c00" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M30 46L44 36L58 40" stroke="#fff" stroke-width="3" fill="none" opacity=".6"/><path d="M50 60L66 54" stroke="#7d4c00" stroke-width="2" opacity=".5"/>',
    H1: gem('mg-dm', 'hex', ['#e6fdff', '#5fd8ff', '#1368c4']),
    // helmet, WILD
    W:
      defs(linear('mg-hl', ['#fff4b8', '#f2c142', '#9c6410'])) +
      '<path d="M12 64C12 36 28 18 50 18C72 18 88 36 88 64Z" fill="url(#mg-hl)" stroke="#5c3a00" stroke-width="3"/><rect x="6" y="62" width="88" height="10" rx="4" fill="#9c6410"/>' +
      '<circle cx="50" cy="38" r="11" fill="#fffbd0" stroke="#5c3a00" stroke-width="3"/>' +
      `<text x="50" y="92" text-anchor="middle" font-size="18" font-weight="900" font-family="DejaVu Sans, Arial, sans-serif" fill="#fff4b8" stroke="#5c3a00" stroke-width="1">WILD</text>`,
  },
  cabinet: ['#3b2a0c', '#140d02'],
  cell: 'linear-gradient(90deg, #cdb99a, #f3e7cf 30%, #f3e7cf 70%, #cdb99a)',
  tile: '#f3e7cf',
};

// ------------------------------------------------------------------ the 243-ways machine
const redRoyal = { hi: '#fff4b8', mid: '#f2c142', lo: '#c0392b', edge: '#5a0010' };
const fortune: ThemeArt = {
  symbols: {
    W: medallion('of-w', '財', { rim: '#f2c142', face: ['#ff6b6b', '#8a0014'], ink: '#fff4b8' }),
    S:
      defs(linear('of-s', ['#ff6b6b', '#d0101e', '#6e0010'])) +
      '<rect x="18" y="18" width="64" height="64" rx="6" transform="rotate(45 50 50)" fill="url(#of-s)" stroke="#f2c142" stroke-width="4"/>' +
      `<text x="50" y="65" text-anchor="middle" font-size="40" font-weight="900" font-family="'Noto Serif CJK TC', serif" fill="#f2c142">福</text>`,
    // gold ingot (元寶)
    H1:
      defs(linear('of-in', ['#fff4b8', '#f2c142', '#9c6410'])) +
      '<path d="M6 50C16 44 26 46 30 54C38 40 62 40 70 54C74 46 84 44 94 50C90 72 72 84 50 84C28 84 10 72 6 50Z" fill="url(#of-in)" stroke="#5c3a00" stroke-width="3"/>' +
      '<ellipse cx="50" cy="48" rx="18" ry="12" fill="url(#of-in)" stroke="#5c3a00" stroke-width="3"/><ellipse cx="44" cy="44" rx="6" ry="3" fill="#fff" opacity=".6"/>',
    // red envelope
    H2:
      defs(linear('of-re', ['#ff6b6b', '#d0101e', '#7a0010'])) +
      '<rect x="22" y="10" width="56" height="80" rx="6" fill="url(#of-re)" stroke="#5a0010" stroke-width="3"/><path d="M22 30C36 42 64 42 78 30" fill="none" stroke="#f2c142" stroke-width="3"/>' +
      `<circle cx="50" cy="44" r="10" fill="#f2c142"/><text x="50" y="76" text-anchor="middle" font-size="20" font-weight="900" font-family="'Noto Serif CJK TC', serif" fill="#f2c142">利是</text>`,
    // ancient coin
    H3: coin('of-cn', ['#fff4b8', '#e0a930', '#7d4c00']) + '<rect x="40" y="40" width="20" height="20" fill="#4a0c16" stroke="#7d4c00" stroke-width="2"/>',
    // lantern
    H4:
      defs(radial('of-ln', ['#ffb0a0', '#e3122b', '#6e0010'])) +
      '<path d="M50 4V14" stroke="#9c6410" stroke-width="3"/><rect x="36" y="12" width="28" height="8" rx="2" fill="#f2c142"/><ellipse cx="50" cy="50" rx="34" ry="30" fill="url(#of-ln)" stroke="#6e0010" stroke-width="2.5"/>' +
      '<path d="M50 20V80M34 24C26 40 26 60 34 76M66 24C74 40 74 60 66 76" stroke="#f2c142" stroke-width="2" fill="none" opacity=".8"/><rect x="36" y="80" width="28" height="8" rx="2" fill="#f2c142"/><path d="M44 88V98M50 88V98M56 88V98" stroke="#f2c142" stroke-width="2"/>',
    L1: royal('of-a', 'A', redRoyal),
    L2: royal('of-k', 'K', redRoyal),
    L3: royal('of-q', 'Q', redRoyal),
    L4: royal('of-j', 'J', redRoyal),
    L5: royal('of-10', '10', redRoyal),
  },
  cabinet: ['#6e0a14', '#260306'],
  cell: 'radial-gradient(circle at 50% 40%, #fff3d6, #f3d9a8)',
  tile: '#fff3d6',
};

const jadeRoyal = { hi: '#e6fff3', mid: '#3ecf8e', lo: '#0d5e3c', edge: '#03261a' };
const dragon: ThemeArt = {
  symbols: {
    W: medallion('od-w', '龍', { rim: '#f2c142', face: ['#4be0a0', '#0d5e3c'], ink: '#fff4b8' }),
    // flaming pearl
    S:
      defs(radial('od-s', ['#ffffff', '#bfe8ff', '#3a7bd5'])) +
      '<path d="M50 6C60 20 76 22 80 40C84 58 72 80 50 84C28 80 16 58 20 40C24 22 40 20 50 6Z" fill="#ff8a1c" opacity=".85"/>' +
      '<circle cx="50" cy="54" r="26" fill="url(#od-s)" stroke="#1c4f99" stroke-width="2.5"/><ellipse cx="42" cy="46" rx="8" ry="5" fill="#fff" opacity=".8"/>',
    // dragon head (stylised)
    H1:
      defs(linear('od-dr', ['#fff4b8', '#f2c142', '#b35a00'], false)) +
      '<path d="M12 60C12 36 30 20 54 20C70 20 84 30 88 44L76 48L86 58L70 60C66 72 54 80 40 80C24 80 12 72 12 60Z" fill="url(#od-dr)" stroke="#5c3a00" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M40 22C34 12 26 8 16 8C24 14 28 20 30 28M58 20C58 10 64 4 74 2C68 10 68 16 70 24" stroke="#5c3a00" stroke-width="3" fill="#f2c142"/>' +
      '<circle cx="58" cy="40" r="6" fill="#fff"/><circle cx="59" cy="40" r="3" fill="#c0392b"/><path d="M16 62C30 66 44 66 58 60" stroke="#5c3a00" stroke-width="2.5" fill="none"/>',
    // koi
    H2:
      defs(linear('od-ko', ['#ffd0b0', '#ff6a2c', '#b32400'], false)) +
      '<path d="M10 50C22 30 50 26 70 40L90 26L86 50L90 74L70 60C50 74 22 70 10 50Z" fill="url(#od-ko)" stroke="#7a1800" stroke-width="3" stroke-linejoin="round"/>' +
      '<circle cx="24" cy="46" r="4" fill="#1b1b1f"/><path d="M36 38C44 44 44 56 36 62M50 36C58 44 58 56 50 64" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/>',
    // jade disc
    H3:
      defs(radial('od-bi', ['#e6fff3', '#3ecf8e', '#0d5e3c'])) +
      '<circle cx="50" cy="50" r="42" fill="url(#od-bi)" stroke="#03261a" stroke-width="3"/><circle cx="50" cy="50" r="14" fill="#0b1d16" stroke="#03261a" stroke-width="3"/>' +
      '<circle cx="50" cy="50" r="30" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 6" opacity=".6"/>',
    // golden temple bell
    H4:
      defs(linear('od-bl', ['#fff4b8', '#d8a63a', '#7d4c00'])) +
      '<rect x="44" y="6" width="12" height="10" rx="3" fill="#7d4c00"/><path d="M28 18H72L78 80H22Z" fill="url(#od-bl)" stroke="#5c3a00" stroke-width="3"/><rect x="18" y="78" width="64" height="10" rx="4" fill="#7d4c00"/>' +
      '<path d="M34 34H66M32 50H68" stroke="#5c3a00" stroke-width="2.5"/>',
    L1: royal('od-a', 'A', jadeRoyal),
    L2: royal('od-k', 'K', jadeRoyal),
    L3: royal('od-q', 'Q', jadeRoyal),
    L4: royal('od-j', 'J', jadeRoyal),
    L5: royal('od-10', '10', jadeRoyal),
  },
  cabinet: ['#0d4630', '#031a11'],
  cell: 'radial-gradient(circle at 50% 40%, #17324f, #0b1a2c)',
  tile: '#17324f',
};

// ------------------------------------------------------------------ the tumbling machine
const candy = (id: string, colours: readonly [string, string, string], shape: 'wrap' | 'square' | 'round'): string =>
  defs(radial(`${id}-c`, colours)) +
  (shape === 'wrap'
    ? `<path d="M6 36L26 44V56L6 64Z M94 36L74 44V56L94 64Z" fill="${colours[1]}" stroke="${colours[2]}" stroke-width="2.5"/><ellipse cx="50" cy="50" rx="28" ry="22" fill="url(#${id}-c)" stroke="${colours[2]}" stroke-width="3"/>`
    : shape === 'square'
      ? `<rect x="16" y="16" width="68" height="68" rx="16" fill="url(#${id}-c)" stroke="${colours[2]}" stroke-width="3"/><path d="M26 30L74 70M26 50L54 74M46 26L74 50" stroke="#fff" stroke-width="4" opacity=".35"/>`
      : `<circle cx="50" cy="50" r="38" fill="url(#${id}-c)" stroke="${colours[2]}" stroke-width="3"/><path d="M50 12A38 38 0 0 1 88 50M50 88A38 38 0 0 1 12 50" stroke="#fff" stroke-width="6" opacity=".4" fill="none"/>`) +
  '<ellipse cx="38" cy="34" rx="9" ry="5" fill="#fff" opacity=".6" transform="rotate(-25 38 34)"/>';

const sweets: ThemeArt = {
  symbols: {
    H1: gem('ps-h', 'heart', ['#ffc0d0', '#ff2b6a', '#8a0030']),
    H2: candy('ps-p', ['#f0c8ff', '#a43de0', '#4a0a6e'], 'wrap'),
    H3: candy('ps-g', ['#d8ffc0', '#4cc23a', '#1b5e12'], 'square'),
    H4: candy('ps-b', ['#c8e8ff', '#2f9aff', '#0b3f7a'], 'round'),
    // apple
    L1:
      defs(radial('ps-ap', ['#ffb0b0', '#e3122b', '#6e0010'])) +
      '<path d="M50 28C40 20 18 22 16 48C14 72 32 92 50 84C68 92 86 72 84 48C82 22 60 20 50 28Z" fill="url(#ps-ap)" stroke="#5a000e" stroke-width="2.5"/><path d="M50 28C50 18 54 12 60 8" stroke="#5c3a00" stroke-width="4" fill="none"/><path d="M54 18C62 10 74 12 76 18C68 24 60 22 54 18Z" fill="#52b548"/>',
    // plum
    L2:
      defs(radial('ps-pl', ['#e6b3ff', '#7a2fc2', '#2e0a4d'])) +
      '<ellipse cx="50" cy="54" rx="34" ry="36" fill="url(#ps-pl)" stroke="#2e0a4d" stroke-width="2.5"/><path d="M50 20C50 34 46 54 50 88" stroke="#2e0a4d" stroke-width="2" fill="none" opacity=".5"/><path d="M50 18C56 10 66 10 70 14C64 20 56 20 50 18Z" fill="#52b548"/>',
    // watermelon
    L3:
      '<circle cx="50" cy="50" r="40" fill="#2e9a3a" stroke="#1b5e22" stroke-width="3"/><path d="M50 10V90M22 22C34 40 34 60 22 78M78 22C66 40 66 60 78 78" stroke="#1b5e22" stroke-width="5" fill="none" opacity=".7"/>' +
      '<ellipse cx="36" cy="30" rx="9" ry="5" fill="#fff" opacity=".35" transform="rotate(-30 36 30)"/>',
    // grapes
    L4:
      defs(radial('ps-gr', ['#d8ffc0', '#7ad04a', '#2e6e12'])) +
      [
        [38, 30],
        [62, 30],
        [26, 48],
        [50, 48],
        [74, 48],
        [38, 66],
        [62, 66],
        [50, 84],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="url(#ps-gr)" stroke="#2e6e12" stroke-width="1.5"/>`)
        .join('') +
      '<path d="M50 6V20" stroke="#5c3a00" stroke-width="4"/>',
    // banana
    L5:
      defs(linear('ps-bn', ['#fffbd0', '#ffd928', '#c99300'], false)) +
      '<path d="M16 30C20 62 46 86 84 74C88 70 86 66 80 66C52 70 34 56 28 28C26 22 18 22 16 30Z" fill="url(#ps-bn)" stroke="#8a6500" stroke-width="3" stroke-linejoin="round"/><path d="M16 30L12 20" stroke="#5c3a00" stroke-width="4" stroke-linecap="round"/>',
  },
  cabinet: ['#8a2a6e', '#3a0a2c'],
  cell: 'radial-gradient(circle at 50% 40%, #ffe6f3, #ffc2df)',
  tile: '#ffe6f3',
};

const olympus: ThemeArt = {
  symbols: {
    // crown of laurel and gold
    H1:
      defs(linear('pg-cr', ['#fff4b8', '#f2c142', '#9c6410'])) +
      '<path d="M12 72L8 30L30 48L50 14L70 48L92 30L88 72Z" fill="url(#pg-cr)" stroke="#5c3a00" stroke-width="3" stroke-linejoin="round"/><rect x="12" y="70" width="76" height="14" rx="4" fill="url(#pg-cr)" stroke="#5c3a00" stroke-width="2.5"/>' +
      '<circle cx="50" cy="58" r="7" fill="#2f7dff" stroke="#fff4b8" stroke-width="2"/><circle cx="28" cy="62" r="4" fill="#e3122b"/><circle cx="72" cy="62" r="4" fill="#e3122b"/>',
    // hourglass
    H2:
      defs(linear('pg-hg', ['#fff4b8', '#d8a63a', '#7d4c00'])) +
      '<rect x="18" y="8" width="64" height="10" rx="3" fill="url(#pg-hg)" stroke="#5c3a00" stroke-width="2"/><rect x="18" y="82" width="64" height="10" rx="3" fill="url(#pg-hg)" stroke="#5c3a00" stroke-width="2"/>' +
      '<path d="M28 18H72C72 38 56 44 54 50C56 56 72 62 72 82H28C28 62 44 56 46 50C44 44 28 38 28 18Z" fill="#c8f0ff" opacity=".7" stroke="#5c3a00" stroke-width="2.5"/><path d="M36 74H64C60 66 54 62 50 60C46 62 40 66 36 74Z" fill="#f2c142"/><path d="M40 26H60C56 34 52 38 50 40C48 38 44 34 40 26Z" fill="#f2c142"/>',
    // ring
    H3:
      defs(linear('pg-rg', ['#fff4b8', '#f2c142', '#9c6410'])) +
      '<circle cx="50" cy="60" r="28" fill="none" stroke="url(#pg-rg)" stroke-width="10"/><circle cx="50" cy="60" r="28" fill="none" stroke="#5c3a00" stroke-width="1.5"/>' +
      '<polygon points="50,8 64,22 50,38 36,22" fill="#e3122b" stroke="#fff4b8" stroke-width="2.5"/>',
    // chalice
    H4:
      defs(linear('pg-ch', ['#fff4b8', '#f2c142', '#9c6410'])) +
      '<path d="M18 14H82C82 42 68 56 50 56C32 56 18 42 18 14Z" fill="url(#pg-ch)" stroke="#5c3a00" stroke-width="3"/><rect x="44" y="56" width="12" height="22" fill="url(#pg-ch)" stroke="#5c3a00" stroke-width="2"/>' +
      '<path d="M26 90C26 80 38 76 50 76C62 76 74 80 74 90Z" fill="url(#pg-ch)" stroke="#5c3a00" stroke-width="3"/><circle cx="50" cy="32" r="6" fill="#2fb5ff"/>',
    L1: gem('pg-l1', 'heart', ['#ffc0c8', '#e3122b', '#6e0010']),
    L2: gem('pg-l2', 'hex', ['#f0c8ff', '#9b3de0', '#3d0a5c']),
    L3: gem('pg-l3', 'oval', ['#fffbd0', '#ffc21a', '#9c6410']),
    L4: gem('pg-l4', 'square', ['#d8ffc0', '#2fbf4a', '#0d5e1c']),
    L5: gem('pg-l5', 'tri', ['#c8e8ff', '#2f7dff', '#0b2f7a']),
  },
  cabinet: ['#1e2a6e', '#0a0f2e'],
  cell: 'radial-gradient(circle at 50% 40%, #2a3a8a, #111a4a)',
  tile: '#2a3a8a',
};

// ------------------------------------------------------------------ the hold-and-spin machine
const bamboo = { hi: '#f0ffe0', mid: '#7ad04a', lo: '#2e6e12', edge: '#0e2a04' };
const panda: ThemeArt = {
  symbols: {
    W: wordBadge('ap-w', 'WILD', { plate: ['#e6fff3', '#3ecf8e', '#0d5e3c'], ink: '#fff', edge: '#03261a' }),
    C: coin('ap-c', ['#fff4b8', '#f2c142', '#9c6410']),
    // panda face
    H1:
      '<circle cx="22" cy="24" r="14" fill="#1b1b1f"/><circle cx="78" cy="24" r="14" fill="#1b1b1f"/><circle cx="50" cy="54" r="40" fill="#fbf6ea" stroke="#1b1b1f" stroke-width="3"/>' +
      '<ellipse cx="34" cy="50" rx="11" ry="14" fill="#1b1b1f" transform="rotate(-25 34 50)"/><ellipse cx="66" cy="50" rx="11" ry="14" fill="#1b1b1f" transform="rotate(25 66 50)"/>' +
      '<circle cx="35" cy="49" r="4" fill="#fff"/><circle cx="65" cy="49" r="4" fill="#fff"/><ellipse cx="50" cy="68" rx="8" ry="5" fill="#1b1b1f"/><path d="M42 78C46 82 54 82 58 78" stroke="#1b1b1f" stroke-width="3" fill="none"/>',
    // bamboo
    H2:
      defs(linear('ap-bb', ['#d8ffc0', '#5cb82e', '#1b5e12'], false)) +
      [34, 62]
        .map(
          (x, i) =>
            `<rect x="${x - 9}" y="${6 + i * 8}" width="18" height="${86 - i * 8}" rx="6" fill="url(#ap-bb)" stroke="#0e3a06" stroke-width="2"/>` +
            [30, 54, 78].map((y) => `<rect x="${x - 10}" y="${y}" width="20" height="4" rx="2" fill="#0e3a06"/>`).join(''),
        )
        .join('') +
      '<path d="M62 30C74 20 86 22 92 26C84 32 72 34 62 30Z" fill="#52b548"/><path d="M34 54C22 46 12 48 8 52C16 58 26 58 34 54Z" fill="#52b548"/>',
    // lotus
    H3:
      defs(linear('ap-lt', ['#fff0f6', '#ff8ac0', '#c0306e'])) +
      '<path d="M50 20C60 34 62 54 50 74C38 54 40 34 50 20Z" fill="url(#ap-lt)" stroke="#8a1a4a" stroke-width="2"/>' +
      '<path d="M18 40C34 42 46 56 50 74C32 72 20 60 18 40Z" fill="url(#ap-lt)" stroke="#8a1a4a" stroke-width="2"/><path d="M82 40C66 42 54 56 50 74C68 72 80 60 82 40Z" fill="url(#ap-lt)" stroke="#8a1a4a" stroke-width="2"/>' +
      '<path d="M10 80C30 70 70 70 90 80C70 90 30 90 10 80Z" fill="#3ecf8e" stroke="#0d5e3c" stroke-width="2"/>',
    // red lantern
    H4:
      defs(radial('ap-ln', ['#ffb0a0', '#e3122b', '#6e0010'])) +
      '<rect x="38" y="10" width="24" height="8" rx="2" fill="#f2c142"/><ellipse cx="50" cy="50" rx="30" ry="32" fill="url(#ap-ln)" stroke="#6e0010" stroke-width="2.5"/>' +
      `<text x="50" y="62" text-anchor="middle" font-size="30" font-weight="900" font-family="'Noto Serif CJK TC', serif" fill="#f2c142">福</text><rect x="38" y="82" width="24" height="8" rx="2" fill="#f2c142"/>`,
    L1: royal('ap-a', 'A', bamboo),
    L2: royal('ap-k', 'K', bamboo),
    L3: royal('ap-q', 'Q', bamboo),
    L4: royal('ap-j', 'J', bamboo),
  },
  cabinet: ['#1e4d2b', '#08190d'],
  cell: 'radial-gradient(circle at 50% 40%, #f4fff0, #d8efcc)',
  tile: '#f4fff0',
};

const aqua = { hi: '#e6fdff', mid: '#33c6e8', lo: '#0b5e7a', edge: '#022634' };
const ocean: ThemeArt = {
  symbols: {
    // trident, WILD
    W:
      defs(linear('fo-w', ['#fff4b8', '#f2c142', '#9c6410'])) +
      '<path d="M50 20V92" stroke="url(#fo-w)" stroke-width="7"/><path d="M24 14V36C24 48 76 48 76 36V14" fill="none" stroke="url(#fo-w)" stroke-width="7"/><path d="M50 6L58 20H42ZM24 4L31 16H17ZM76 4L83 16H69Z" fill="#f2c142"/>' +
      `<text x="50" y="78" text-anchor="middle" font-size="18" font-weight="900" font-family="DejaVu Sans, Arial, sans-serif" fill="#fff" stroke="#022634" stroke-width="3" paint-order="stroke">WILD</text>`,
    // pearl coin
    C: coin('fo-c', ['#ffffff', '#cfe6ff', '#5a7fa8']),
    // treasure chest
    H1:
      defs(linear('fo-ch', ['#c0793a', '#8a4a1e', '#4a2408'])) +
      '<path d="M12 40C12 22 30 14 50 14C70 14 88 22 88 40Z" fill="url(#fo-ch)" stroke="#3a1c06" stroke-width="3"/><rect x="12" y="40" width="76" height="46" rx="4" fill="url(#fo-ch)" stroke="#3a1c06" stroke-width="3"/>' +
      '<path d="M12 40H88M30 14V86M70 14V86" stroke="#f2c142" stroke-width="4"/><rect x="42" y="34" width="16" height="18" rx="3" fill="#f2c142" stroke="#5c3a00" stroke-width="2"/><circle cx="26" cy="30" r="5" fill="#fff4b8"/><circle cx="70" cy="26" r="4" fill="#5fd8ff"/>',
    // turtle
    H2:
      defs(radial('fo-tt', ['#d8ffc0', '#3e9a4e', '#0d3e1c'])) +
      '<ellipse cx="20" cy="50" rx="10" ry="8" fill="#7ad04a" stroke="#0d3e1c" stroke-width="2"/><ellipse cx="36" cy="24" rx="8" ry="6" fill="#7ad04a"/><ellipse cx="36" cy="76" rx="8" ry="6" fill="#7ad04a"/><ellipse cx="70" cy="24" rx="8" ry="6" fill="#7ad04a"/><ellipse cx="70" cy="76" rx="8" ry="6" fill="#7ad04a"/>' +
      '<ellipse cx="54" cy="50" rx="34" ry="28" fill="url(#fo-tt)" stroke="#0d3e1c" stroke-width="3"/><path d="M42 36L54 30L66 36L66 50L66 64L54 70L42 64L42 50Z M42 50H66M54 30V70" stroke="#0d3e1c" stroke-width="2" fill="none" opacity=".6"/><circle cx="17" cy="48" r="2" fill="#1b1b1f"/>',
    // fish
    H3:
      defs(linear('fo-fs', ['#fff4b8', '#ffb01a', '#c05a00'], false)) +
      '<path d="M8 50C20 28 50 24 70 40L92 26L88 50L92 74L70 60C50 76 20 72 8 50Z" fill="url(#fo-fs)" stroke="#7a3000" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M36 32V68M50 30V70" stroke="#fff" stroke-width="5" opacity=".85"/><circle cx="22" cy="46" r="4" fill="#1b1b1f"/>',
    // shell
    H4:
      defs(linear('fo-sh', ['#fff0f6', '#ffb0c8', '#c05a7a'])) +
      '<path d="M50 88L12 50C10 30 28 14 50 14C72 14 90 30 88 50Z" fill="url(#fo-sh)" stroke="#8a2a4a" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M50 88L26 22M50 88L40 16M50 88V14M50 88L60 16M50 88L74 22" stroke="#8a2a4a" stroke-width="2" opacity=".6"/>',
    L1: royal('fo-a', 'A', aqua),
    L2: royal('fo-k', 'K', aqua),
    L3: royal('fo-q', 'Q', aqua),
    L4: royal('fo-j', 'J', aqua),
  },
  cabinet: ['#0b3f6e', '#031526'],
  cell: 'radial-gradient(circle at 50% 40%, #10406a, #072238)',
  tile: '#10406a',
};

export const THEMES: Readonly<Record<SlotTheme, ThemeArt>> = {
  crown,
  'fg-fruit': fruit,
  'ae-gold': miner,
  'ob-fortune': fortune,
  'ob-dragon': dragon,
  'pp-sweet': sweets,
  'pp-gates': olympus,
  'ae-panda': panda,
  'fg-ocean': ocean,
};
