import type { GameCode } from '@portal/game-rules';
import { h, svg } from './dom.js';

/** The page's artwork: gradients, slot symbols and icons as constant SVG markup (no external files). */
export const DEFS =
  '<defs>' +
  '<radialGradient id="pg-cherry" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#ff9a9a"/><stop offset=".45" stop-color="#e3122b"/><stop offset="1" stop-color="#6e0010"/></radialGradient>' +
  '<radialGradient id="pg-lemon" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#fffbd0"/><stop offset=".5" stop-color="#ffd928"/><stop offset="1" stop-color="#c99300"/></radialGradient>' +
  '<linearGradient id="pg-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4b8"/><stop offset=".45" stop-color="#f2c142"/><stop offset="1" stop-color="#9c6410"/></linearGradient>' +
  '<linearGradient id="pg-star" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff7c2"/><stop offset=".5" stop-color="#ffc21a"/><stop offset="1" stop-color="#e06d00"/></linearGradient>' +
  '<linearGradient id="pg-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset=".5" stop-color="#e0102a"/><stop offset="1" stop-color="#8a0014"/></linearGradient>' +
  '<linearGradient id="pg-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6fdff"/><stop offset=".4" stop-color="#5fd8ff"/><stop offset="1" stop-color="#1368c4"/></linearGradient>' +
  '</defs>';
function starPoints(cx: number, cy: number, R: number, r: number): string {
  const p: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? R : r;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    p.push((cx + rad * Math.cos(a)).toFixed(1) + ',' + (cy + rad * Math.sin(a)).toFixed(1));
  }
  return p.join(' ');
}
/** 金皇冠's symbols (the classic machine's first theme), drawn in SVG (no image files). */
export const ART = {
  cherry:
    '<path d="M50 14C44 30 37 44 30 56" stroke="#3d8a26" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<path d="M50 14C57 32 64 44 70 58" stroke="#3d8a26" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<path d="M50 14C62 4 80 6 88 16C76 24 60 23 50 14Z" fill="#52b548" stroke="#2b7a22" stroke-width="2"/>' +
    '<circle cx="30" cy="68" r="19" fill="url(#pg-cherry)" stroke="#5a000e" stroke-width="2"/>' +
    '<circle cx="70" cy="70" r="19" fill="url(#pg-cherry)" stroke="#5a000e" stroke-width="2"/>' +
    '<ellipse cx="23" cy="60" rx="6" ry="4" fill="#fff" opacity=".75"/><ellipse cx="63" cy="62" rx="6" ry="4" fill="#fff" opacity=".75"/>',
  lemon:
    '<g transform="rotate(-28 50 52)"><path d="M8 52L16 52M84 52L92 52" stroke="#b98900" stroke-width="7" stroke-linecap="round"/>' +
    '<ellipse cx="50" cy="52" rx="37" ry="28" fill="url(#pg-lemon)" stroke="#b98900" stroke-width="2.5"/>' +
    '<ellipse cx="38" cy="40" rx="13" ry="5" fill="#fff" opacity=".65"/></g>',
  bell:
    '<circle cx="50" cy="11" r="5" fill="#9c6410"/>' +
    '<path d="M50 14C31 14 25 33 25 48C25 62 21 70 12 76L88 76C79 70 75 62 75 48C75 33 69 14 50 14Z" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2.5"/>' +
    '<rect x="9" y="73" width="82" height="9" rx="4.5" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2"/>' +
    '<circle cx="50" cy="89" r="7" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2"/>' +
    '<path d="M39 25C34 33 33 43 33 56" stroke="#fff" stroke-width="4" opacity=".55" fill="none" stroke-linecap="round"/>',
  star:
    '<polygon points="' +
    starPoints(50, 53, 45, 19) +
    '" fill="url(#pg-star)" stroke="#9c4f00" stroke-width="2.5" stroke-linejoin="round"/>' +
    '<polygon points="' +
    starPoints(50, 53, 30, 12.5) +
    '" fill="#fff" opacity=".25"/>',
  seven:
    '<path d="M18 14H84V29L54 90H31L61 31H18Z" fill="url(#pg-red)" stroke="#ffd86a" stroke-width="4.5" stroke-linejoin="round"/>' +
    '<path d="M24 19H78" stroke="#fff" stroke-width="3" opacity=".45" stroke-linecap="round"/>',
  gem:
    '<polygon points="50,90 8,38 26,14 74,14 92,38" fill="url(#pg-gem)" stroke="#0a4f86" stroke-width="2.5" stroke-linejoin="round"/>' +
    '<polyline points="8,38 92,38" stroke="#eaffff" stroke-width="2" fill="none"/>' +
    '<polyline points="26,14 38,38 50,14 62,38 74,14" fill="none" stroke="#eaffff" stroke-width="1.6"/>' +
    '<polyline points="38,38 50,90 62,38" fill="none" stroke="#b5f0ff" stroke-width="1.6"/>' +
    '<polygon points="26,14 38,38 8,38" fill="#fff" opacity=".35"/>',
  crown:
    '<path d="M13 70L7 30L31 47L50 16L69 47L93 30L87 70Z" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2.5" stroke-linejoin="round"/>' +
    '<rect x="12" y="69" width="76" height="15" rx="3" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="2"/>' +
    '<circle cx="7" cy="28" r="5.5" fill="#e3122b" stroke="#fff4b8" stroke-width="1.5"/><circle cx="50" cy="14" r="6.5" fill="#2fb5ff" stroke="#fff4b8" stroke-width="1.5"/><circle cx="93" cy="28" r="5.5" fill="#e3122b" stroke="#fff4b8" stroke-width="1.5"/>' +
    '<circle cx="50" cy="55" r="6.5" fill="#e3122b" stroke="#fff4b8" stroke-width="1.5"/><circle cx="30" cy="59" r="4" fill="#2fb5ff"/><circle cx="70" cy="59" r="4" fill="#2fb5ff"/>' +
    '<text x="50" y="81" text-anchor="middle" font-size="11" font-weight="900" fill="#5c3300" font-family="DejaVu Sans, Arial, sans-serif" letter-spacing="1">WILD</text>',
};
/** A symbol of a slot theme (`art`: the theme's SVG by symbol id); unknown ids show as text. */
export function symbolEl(sym: string, art: Readonly<Record<string, string>>, cls = ''): HTMLElement {
  const markup = art[sym];
  if (markup) {
    const el = svg(markup, `sym ${cls}`);
    el.setAttribute('data-symbol', sym);
    return el;
  }
  return h('span', { class: `sym sym-text ${cls}`, 'data-symbol': sym, text: sym });
}
export const ICON: Readonly<Record<GameCode | 'coin' | 'refresh', string>> = {
  slot: '<rect x="10" y="22" width="80" height="60" rx="10" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3"/><rect x="18" y="32" width="18" height="40" rx="3" fill="#1a1020"/><rect x="41" y="32" width="18" height="40" rx="3" fill="#1a1020"/><rect x="64" y="32" width="18" height="40" rx="3" fill="#1a1020"/><text x="27" y="59" text-anchor="middle" font-size="18" font-weight="900" fill="#ff3b4e" font-family="DejaVu Sans, sans-serif">7</text><text x="50" y="59" text-anchor="middle" font-size="18" font-weight="900" fill="#ff3b4e" font-family="DejaVu Sans, sans-serif">7</text><text x="73" y="59" text-anchor="middle" font-size="18" font-weight="900" fill="#ff3b4e" font-family="DejaVu Sans, sans-serif">7</text><circle cx="50" cy="14" r="6" fill="#e3122b"/>',
  ways:
    '<rect x="4" y="24" width="92" height="56" rx="10" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3"/>' +
    [10, 27, 44, 61, 78].map((x) => `<rect x="${x}" y="32" width="13" height="40" rx="2" fill="#1a1020"/>`).join('') +
    '<text x="50" y="60" text-anchor="middle" font-size="19" font-weight="900" fill="#ffd54a" font-family="DejaVu Sans, sans-serif">243</text>',
  cascade:
    [0, 1, 2]
      .map((r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${14 + c * 25}" y="${14 + r * 25}" width="22" height="22" rx="5" fill="${['#ff2b6a', '#a43de0', '#4cc23a', '#2f9aff', '#ffc21a'][(r * 3 + c) % 5]}" stroke="#1a1020" stroke-width="2"/>`,
          )
          .join(''),
      )
      .join('') + '<path d="M50 4V12M44 8L50 14L56 8" stroke="#fff4b8" stroke-width="3" fill="none"/>',
  hold: '<circle cx="34" cy="56" r="26" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3"/><circle cx="66" cy="44" r="26" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3"/><text x="66" y="53" text-anchor="middle" font-size="22" font-weight="900" fill="#7d4c00" font-family="DejaVu Sans, sans-serif">×5</text>',
  dice: '<rect x="8" y="28" width="50" height="50" rx="10" fill="#fbf6ea" stroke="#7d4c00" stroke-width="3" transform="rotate(-12 33 53)"/><circle cx="22" cy="44" r="5" fill="#c8102e"/><circle cx="42" cy="62" r="5" fill="#c8102e"/><rect x="44" y="16" width="46" height="46" rx="9" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3" transform="rotate(10 67 39)"/><circle cx="58" cy="28" r="4.5" fill="#3a1d00"/><circle cx="67" cy="40" r="4.5" fill="#3a1d00"/><circle cx="76" cy="52" r="4.5" fill="#3a1d00"/>',
  baccarat:
    '<rect x="14" y="18" width="44" height="62" rx="6" fill="#fbf6ea" stroke="#7d4c00" stroke-width="3" transform="rotate(-12 36 49)"/><rect x="42" y="20" width="44" height="62" rx="6" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3" transform="rotate(10 64 51)"/><text x="64" y="60" text-anchor="middle" font-size="26" font-weight="900" fill="#7a0010" font-family="DejaVu Sans, sans-serif" transform="rotate(10 64 51)">A</text><text x="32" y="56" text-anchor="middle" font-size="22" fill="#c8102e" font-family="DejaVu Sans, sans-serif" transform="rotate(-12 36 49)">♥</text>',
  dragontiger:
    '<rect x="8" y="20" width="40" height="58" rx="6" fill="#fbf6ea" stroke="#7d4c00" stroke-width="3"/><rect x="52" y="20" width="40" height="58" rx="6" fill="#fbf6ea" stroke="#7d4c00" stroke-width="3"/><text x="28" y="60" text-anchor="middle" font-size="28" font-weight="900" fill="#c8102e" font-family="\'Noto Serif CJK TC\', serif">龍</text><text x="72" y="60" text-anchor="middle" font-size="28" font-weight="900" fill="#1368c4" font-family="\'Noto Serif CJK TC\', serif">虎</text>',
  roulette:
    '<circle cx="50" cy="50" r="44" fill="#1a1020" stroke="url(#pg-gold)" stroke-width="6"/>' +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<path d="M50 50L${(50 + 40 * Math.cos((i * Math.PI) / 6)).toFixed(1)} ${(50 + 40 * Math.sin((i * Math.PI) / 6)).toFixed(1)}A40 40 0 0 1 ${(50 + 40 * Math.cos(((i + 1) * Math.PI) / 6)).toFixed(1)} ${(50 + 40 * Math.sin(((i + 1) * Math.PI) / 6)).toFixed(1)}Z" fill="${i === 0 ? '#19b06a' : i % 2 ? '#c8102e' : '#1b1b1f'}"/>`,
    ).join('') +
    '<circle cx="50" cy="50" r="16" fill="url(#pg-gold)"/><circle cx="72" cy="30" r="5" fill="#fff"/>',
  bull: '<path d="M16 30C8 22 8 12 14 6C16 18 24 24 34 28M84 30C92 22 92 12 86 6C84 18 76 24 66 28" fill="#fbf6ea" stroke="#7d4c00" stroke-width="3"/><path d="M30 26H70C76 40 74 64 62 78C56 86 44 86 38 78C26 64 24 40 30 26Z" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="3"/><circle cx="40" cy="44" r="4" fill="#3a1d00"/><circle cx="60" cy="44" r="4" fill="#3a1d00"/><ellipse cx="50" cy="70" rx="12" ry="8" fill="#e3a08a" stroke="#7d4c00" stroke-width="2"/>',
  threecard:
    [-18, 0, 18]
      .map(
        (a, i) =>
          `<rect x="32" y="16" width="36" height="54" rx="5" fill="${i === 2 ? 'url(#pg-gold)' : '#fbf6ea'}" stroke="#7d4c00" stroke-width="3" transform="rotate(${a} 50 86)"/>`,
      )
      .join('') +
    '<text x="66" y="50" text-anchor="middle" font-size="20" font-weight="900" fill="#c8102e" font-family="DejaVu Sans, sans-serif" transform="rotate(18 50 86)">A</text>',
  coin: '<circle cx="50" cy="50" r="44" fill="url(#pg-gold)" stroke="#7d4c00" stroke-width="5"/><circle cx="50" cy="50" r="32" fill="none" stroke="#7d4c00" stroke-width="3" opacity=".5"/><text x="50" y="63" text-anchor="middle" font-size="38" font-weight="900" fill="#7d4c00" font-family="DejaVu Sans, sans-serif">$</text>',
  refresh:
    '<path d="M80 50A30 30 0 1 1 70 27" fill="none" stroke="currentColor" stroke-width="9" stroke-linecap="round"/><path d="M58 14L78 24L68 44" fill="none" stroke="currentColor" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>',
};
