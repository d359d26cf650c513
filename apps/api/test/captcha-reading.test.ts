import request from 'supertest';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, solveCaptcha, type TestApp } from './support/app.js';

/**
 * The image code must not be machine-read. Two deterministic readers, as a short
 * attacking script would be written, each given labelled samples first (the answers read from the
 * database), then asked to read fresh codes: one reads SVG path commands (each character of the
 * old svg-captcha was one path whose commands named it), one reads the pixels (segments the
 * picture into its glyph slots and matches each against the glyphs it learnt). Both must read
 * fewer than 10 in 100.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Sample {
  image: string;
  answer: string;
}
async function sample(): Promise<Sample & { id: string }> {
  const res = await request(t.app).get('/api/captcha?scene=login');
  const row = await t.prisma.captcha.findUniqueOrThrow({ where: { id: res.body.data.captcha_id } });
  return { id: res.body.data.captcha_id, image: res.body.data.image as string, answer: row.answer.toLowerCase() };
}
const samples = async (n: number) => {
  const out: Sample[] = [];
  for (let i = 0; i < n; i++) out.push(await sample());
  return out;
};
const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

// ---- reader 1: SVG path commands ----
function glyphPaths(dataUrl: string): { x: number; shape: string }[] {
  if (!dataUrl.startsWith('data:image/svg+xml')) return [];
  const svg = bytesOf(dataUrl).toString('utf8');
  return [...svg.matchAll(/<path[^>]*?\sd="([^"]+)"[^>]*>/g)]
    .filter((m) => !/fill="none"/.test(m[0]))
    .map((m) => ({ x: Number(/M\s*([-\d.]+)/.exec(m[1]!)?.[1] ?? 0), shape: m[1]!.replace(/[-\d.]+/g, '').replace(/\s+/g, '') }))
    .sort((a, b) => a.x - b.x);
}
function pathReader(training: Sample[]) {
  const known = new Map<string, string>();
  for (const s of training) glyphPaths(s.image).forEach((p, i) => s.answer[i] && known.set(p.shape, s.answer[i]!));
  return (image: string) =>
    glyphPaths(image)
      .map((p) => known.get(p.shape) ?? '?')
      .join('');
}

// ---- reader 2: pixels, segmented into the four glyph slots, nearest learnt glyph ----
const GRID = 16;
async function pixels(dataUrl: string) {
  const img = await loadImage(bytesOf(dataUrl));
  const c = createCanvas(img.width, img.height);
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  return { w: img.width, h: img.height, data: g.getImageData(0, 0, img.width, img.height).data };
}
async function glyphGrids(dataUrl: string): Promise<number[][]> {
  if (!dataUrl.startsWith('data:image/png')) return [];
  const { w, h, data } = await pixels(dataUrl);
  const ink = (x: number, y: number) => {
    const o = (y * w + x) * 4;
    return 0.3 * data[o]! + 0.59 * data[o + 1]! + 0.11 * data[o + 2]! < 110;
  };
  const slot = (w - 16) / 4;
  const grids: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x0, x1] = [Math.floor(8 + slot * i), Math.floor(8 + slot * (i + 1))];
    let [minX, minY, maxX, maxY] = [x1, h, x0, 0];
    for (let y = 0; y < h; y++)
      for (let x = x0; x < x1; x++) if (ink(x, y)) [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
    const grid: number[] = [];
    for (let gy = 0; gy < GRID; gy++)
      for (let gx = 0; gx < GRID; gx++) {
        const x = Math.floor(minX + ((maxX - minX + 1) * (gx + 0.5)) / GRID);
        const y = Math.floor(minY + ((maxY - minY + 1) * (gy + 0.5)) / GRID);
        grid.push(maxX >= minX && ink(Math.min(x, w - 1), Math.min(y, h - 1)) ? 1 : 0);
      }
    grids.push(grid);
  }
  return grids;
}
async function pixelReader(training: Sample[]) {
  const sums = new Map<string, { sum: number[]; n: number }>();
  for (const s of training) {
    (await glyphGrids(s.image)).forEach((grid, i) => {
      const ch = s.answer[i]!;
      const e = sums.get(ch) ?? { sum: new Array(GRID * GRID).fill(0), n: 0 };
      grid.forEach((v, k) => (e.sum[k] += v));
      e.n += 1;
      sums.set(ch, e);
    });
  }
  const centroids = [...sums].map(([ch, e]) => ({ ch, c: e.sum.map((v) => v / e.n) }));
  return async (image: string) =>
    (await glyphGrids(image))
      .map((grid) => {
        let best = { ch: '?', d: Infinity };
        for (const { ch, c } of centroids) {
          const d = c.reduce((acc, v, k) => acc + (v - grid[k]!) ** 2, 0);
          if (d < best.d) best = { ch, d };
        }
        return best.ch;
      })
      .join('');
}

describe('the image code resists machine reading', () => {
  it('a path-command reader and a pixel reader, trained on 60 labelled codes, read fewer than 10 of 100', async () => {
    const training = await samples(60);
    const fresh = await samples(100);
    const byPaths = pathReader(training);
    const byPixels = await pixelReader(training);
    let pathHits = 0;
    let pixelHits = 0;
    let glyphHits = 0;
    for (const s of fresh) {
      if (byPaths(s.image) === s.answer) pathHits += 1;
      const read = await byPixels(s.image);
      if (read === s.answer) pixelHits += 1;
      glyphHits += [...read].filter((ch, i) => ch === s.answer[i]).length;
    }
    console.log(`captcha read by path commands: ${pathHits}/100, by pixels: ${pixelHits}/100 (single glyphs ${glyphHits}/400)`);
    expect(pathHits).toBeLessThan(10);
    expect(pixelHits).toBeLessThan(10);
  });

  it('is a raster image the web <img> shows, and stays one-use', async () => {
    const s = await sample();
    expect(s.image.startsWith('data:image/png;base64,')).toBe(true);
    const png = bytesOf(s.image);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const img = await loadImage(png);
    expect(img.width / img.height).toBeCloseTo(110 / 40, 1);
    const c = await solveCaptcha(t);
    expect((await post(t.app, '/api/login_pc', { name: 'demo888', password: 'demo8888', ...c })).code).toBe(200);
    expect((await post(t.app, '/api/login_pc', { name: 'demo888', password: 'demo8888', ...c })).code).toBe(1000);
  });
});
