// VIP badge art, drawn rather than downloaded: a shield whose metal darkens to gold as levels rise.
const TIERS = [
  ['#c9d2dc', '#8795a5'],
  ['#d8b98a', '#9c7442'],
  ['#f5d77a', '#b8860b'],
  ['#9be7ff', '#2b7bb9'],
  ['#e3a6ff', '#7d3cb5'],
] as const;

export function vipBadgeSvg(level: number): string {
  const [light, dark] = TIERS[Math.min(TIERS.length - 1, Math.floor((level - 1) / 2))]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<path d="M32 3 L57 12 V31 C57 46 46 56 32 61 C18 56 7 46 7 31 V12 Z" fill="url(#g)" stroke="#fff8" stroke-width="2"/>
<path d="M20 22 l6 6 6-9 6 9 6-6 -3 14 H23 Z" fill="#fff" opacity=".9"/>
<text x="32" y="52" font-family="Arial, sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#1b1b2f">VIP${level}</text>
</svg>`;
}
