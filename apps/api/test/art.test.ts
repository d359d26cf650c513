import { describe, expect, it } from 'vitest';
import { bannerSvg, gameTileSvg, promotionCoverSvg } from '../src/modules/site/art.js';
import { GAMES } from '../src/db/seed-data.js';

// The portal's drawn art is drawn: an emoji set as SVG text shows an empty box wherever no emoji
// font is installed (the tour found them on the promotion covers). The card suits ♠♥♦♣ are in
// every text font and stay.
const SUITS = /[♠♥♦♣]/gu;
const EMOJI = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{26FF}\u{2700}-\u{27BF}\u{2B00}-\u{2BFF}]|\u{FE0F}/u;
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('drawn art', () => {
  it('has no emoji anywhere: banners, promotion covers and every seeded game tile', () => {
    const art: [name: string, svg: string][] = [
      ...[1, 2, 3, 4].map((n): [string, string] => [`banner ${n}`, bannerSvg(n)]),
      ...[1, 2, 3, 4].map((n): [string, string] => [`cover ${n}`, promotionCoverSvg(n)]),
      ...GAMES.map(([, platform, code]): [string, string] => [`tile ${platform} ${code}`, gameTileSvg(code === '0' ? platform : code)]),
    ];
    for (const [name, svg] of art) {
      expect(EMOJI.test(svg.replace(SUITS, '')), name).toBe(false);
    }
  });

  it('each promotion cover draws its emblem as shapes', () => {
    for (const n of [1, 2, 3, 4]) {
      const svg = promotionCoverSvg(n);
      expect(texts(svg)).toEqual([]);
      expect(svg.match(/<(rect|path|circle)\b/g)!.length).toBeGreaterThan(12);
    }
  });
});
