/**
 * Drawing helpers for the slot themes: each returns SVG markup for a 100 × 100 view box. Colours
 * come in as arguments, gradients are declared inside each symbol under an id of its own (`id`),
 * so a theme's symbols never borrow each other's paint.
 */

const FONT = "DejaVu Sans, 'Noto Sans CJK TC', Arial, sans-serif";
const SERIF = "'Noto Serif CJK TC', 'Noto Serif CJK SC', 'DejaVu Serif', serif";

export const linear = (id: string, stops: readonly string[], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1">${stops
    .map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
export const radial = (id: string, stops: readonly string[]): string =>
  `<radialGradient id="${id}" cx="38%" cy="32%" r="75%">${stops
    .map((c, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('')}</radialGradient>`;
export const defs = (...gradients: string[]): string => `<defs>${gradients.join('')}</defs>`;
const shine = (x: number, y: number, rx: number, ry: number, angle = -25) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".5" transform="rotate(${angle} ${x} ${y})"/>`;

/** A card rank (A K Q J 10) cut in a coloured face with an outline: the low symbols of most themes. */
export function royal(id: string, label: string, colours: { hi: string; mid: string; lo: string; edge: string; plate?: string }): string {
  const size = label.length > 1 ? 50 : 64;
  return (
    defs(linear(`${id}-f`, [colours.hi, colours.mid, colours.lo])) +
    (colours.plate ? `<rect x="14" y="14" width="72" height="72" rx="18" fill="${colours.plate}" opacity=".55"/>` : '') +
    `<text x="50" y="${label.length > 1 ? 68 : 73}" text-anchor="middle" font-size="${size}" font-weight="900" font-family="${FONT}" fill="url(#${id}-f)" stroke="${colours.edge}" stroke-width="3.5" paint-order="stroke" letter-spacing="-3">${label}</text>`
  );
}

/** A cut gem: round, square, oval, hexagon, triangle or heart. */
export function gem(id: string, shape: 'round' | 'square' | 'oval' | 'hex' | 'tri' | 'heart', colours: readonly [string, string, string]): string {
  const [hi, mid, lo] = colours;
  const body: Record<typeof shape, string> = {
    round: '<circle cx="50" cy="52" r="38"/>',
    square: '<rect x="14" y="16" width="72" height="72" rx="10"/>',
    oval: '<ellipse cx="50" cy="52" rx="30" ry="40"/>',
    hex: '<polygon points="50,10 86,31 86,73 50,94 14,73 14,31"/>',
    tri: '<polygon points="50,10 92,86 8,86"/>',
    heart: '<path d="M50 90C20 68 8 52 8 34C8 20 19 10 32 10C41 10 47 15 50 22C53 15 59 10 68 10C81 10 92 20 92 34C92 52 80 68 50 90Z"/>',
  };
  const facet: Record<typeof shape, string> = {
    round: '<circle cx="50" cy="52" r="20"/>',
    square: '<rect x="32" y="34" width="36" height="36" rx="4"/>',
    oval: '<ellipse cx="50" cy="52" rx="14" ry="22"/>',
    hex: '<polygon points="50,32 68,42 68,62 50,72 32,62 32,42"/>',
    tri: '<polygon points="50,42 68,74 32,74"/>',
    heart: '<path d="M50 66C38 57 32 50 32 42C32 36 36 32 41 32C45 32 48 34 50 38C52 34 55 32 59 32C64 32 68 36 68 42C68 50 62 57 50 66Z"/>',
  };
  return (
    defs(linear(`${id}-g`, [hi, mid, lo], false)) +
    `<g fill="url(#${id}-g)" stroke="${lo}" stroke-width="3" stroke-linejoin="round">${body[shape]}</g>` +
    `<g fill="#fff" opacity=".28">${facet[shape]}</g>` +
    shine(34, 30, 10, 5)
  );
}

/** A round medallion with a character on it (財, 龍, 福 ...). */
export function medallion(id: string, char: string, colours: { rim: string; face: readonly [string, string]; ink: string }): string {
  return (
    defs(radial(`${id}-m`, [colours.face[0], colours.face[1]]), linear(`${id}-r`, ['#fff4b8', colours.rim, '#7d4c00'])) +
    `<circle cx="50" cy="50" r="44" fill="url(#${id}-r)"/>` +
    `<circle cx="50" cy="50" r="36" fill="url(#${id}-m)" stroke="#5c3a00" stroke-width="2"/>` +
    `<text x="50" y="66" text-anchor="middle" font-size="44" font-weight="900" font-family="${SERIF}" fill="${colours.ink}" stroke="#fff4b8" stroke-width="1.5" paint-order="stroke">${char}</text>`
  );
}

/** A badge reading WILD (or another word) on a rounded plate. */
export function wordBadge(id: string, word: string, colours: { plate: readonly [string, string, string]; ink: string; edge: string }): string {
  return (
    defs(linear(`${id}-p`, colours.plate)) +
    `<rect x="6" y="26" width="88" height="48" rx="14" fill="url(#${id}-p)" stroke="${colours.edge}" stroke-width="3"/>` +
    `<text x="50" y="61" text-anchor="middle" font-size="${word.length > 4 ? 20 : 26}" font-weight="900" font-family="${FONT}" fill="${colours.ink}" stroke="${colours.edge}" stroke-width="1" letter-spacing="1">${word}</text>` +
    shine(30, 33, 16, 4, 0)
  );
}

/** A coin (gold, jade, pearl ...) with an optional mark in the middle. */
export function coin(id: string, colours: readonly [string, string, string], mark = ''): string {
  const [hi, mid, lo] = colours;
  return (
    defs(radial(`${id}-c`, [hi, mid, lo])) +
    `<circle cx="50" cy="50" r="44" fill="url(#${id}-c)" stroke="${lo}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="33" fill="none" stroke="${lo}" stroke-width="2.5" opacity=".6"/>` +
    (mark ? `<text x="50" y="62" text-anchor="middle" font-size="34" font-weight="900" font-family="${SERIF}" fill="${lo}">${mark}</text>` : '') +
    shine(32, 28, 12, 6)
  );
}
