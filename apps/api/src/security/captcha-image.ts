import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

const FONT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts/captcha.ttf');
const FAMILY = 'PortalCaptcha';
GlobalFonts.registerFromPath(FONT_FILE, FAMILY);

/** Shown at 110 x 40 by the web client; drawn at 1.5x for sharp screens. */
export const WIDTH = 165;
export const HEIGHT = 60;
/** Letters and digits that cannot be told apart by a person (0/o/O, 1/l/I/i) are left out. */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(xs: readonly T[]): T => xs[randomInt(0, xs.length)]!;
const ink = () => `hsl(${randomInt(0, 360)}, ${randomInt(45, 85)}%, ${randomInt(18, 42)}%)`;

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('');
}

function noiseCurve(g: SKRSContext2D) {
  g.strokeStyle = ink();
  g.lineWidth = rand(1.2, 2.6);
  g.beginPath();
  g.moveTo(rand(-10, WIDTH * 0.2), rand(0, HEIGHT));
  g.bezierCurveTo(rand(0, WIDTH), rand(-HEIGHT, HEIGHT * 2), rand(0, WIDTH), rand(-HEIGHT, HEIGHT * 2), rand(WIDTH * 0.8, WIDTH + 10), rand(0, HEIGHT));
  g.stroke();
}

/** Bends the whole picture along two sine waves, so no glyph keeps its font shape. */
function warp(g: SKRSContext2D) {
  const image = g.getImageData(0, 0, WIDTH, HEIGHT);
  const src = new Uint32Array(image.data.buffer.slice(0));
  const dst = new Uint32Array(image.data.buffer);
  const [ax, fx, px] = [rand(2.5, 4.5), rand(0.05, 0.11), rand(0, Math.PI * 2)];
  const [ay, fy, py] = [rand(1.5, 3), rand(0.08, 0.16), rand(0, Math.PI * 2)];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const sx = Math.round(x + ay * Math.sin(y * fy + py));
      const sy = Math.round(y + ax * Math.sin(x * fx + px));
      if (sx >= 0 && sy >= 0 && sx < WIDTH && sy < HEIGHT) dst[y * WIDTH + x] = src[sy * WIDTH + sx]!;
    }
  }
  g.putImageData(image, 0, 0);
}

/**
 * A raster image code: each glyph in its own size, rotation, shear and colour, crossed by curves
 * in the same inks, on a speckled background, then warped. There is no vector shape to read.
 */
export async function renderCaptcha(text: string): Promise<Buffer> {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  const bg = g.createLinearGradient(0, 0, WIDTH, HEIGHT);
  bg.addColorStop(0, `hsl(${randomInt(0, 360)}, 40%, ${randomInt(86, 95)}%)`);
  bg.addColorStop(1, `hsl(${randomInt(0, 360)}, 40%, ${randomInt(86, 95)}%)`);
  g.fillStyle = bg;
  g.fillRect(0, 0, WIDTH, HEIGHT);
  for (let i = 0; i < 160; i++) {
    g.fillStyle = `hsla(${randomInt(0, 360)}, 50%, ${randomInt(30, 80)}%, 0.7)`;
    g.fillRect(rand(0, WIDTH), rand(0, HEIGHT), rand(1, 2.5), rand(1, 2.5));
  }
  for (let i = 0; i < 2; i++) noiseCurve(g);

  const slot = (WIDTH - 16) / text.length;
  [...text].forEach((ch, i) => {
    g.save();
    g.translate(8 + slot * i + slot / 2 + rand(-5, 5), HEIGHT / 2 + rand(-5, 5));
    g.rotate(rand(-0.55, 0.55));
    g.transform(1, rand(-0.3, 0.3), rand(-0.35, 0.35), 1, 0, 0);
    g.scale(rand(0.85, 1.2), rand(0.85, 1.2));
    g.font = `${randomInt(40, 52)}px ${FAMILY}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const colour = ink();
    g.fillStyle = colour;
    g.fillText(ch, 0, 0);
    // A stroke in the same ink thickens the thin font into something a person reads at a glance.
    g.strokeStyle = colour;
    g.lineWidth = rand(1.5, 2.5);
    g.strokeText(ch, 0, 0);
    g.restore();
  });
  for (let i = 0; i < 3; i++) noiseCurve(g);
  warp(g);
  return canvas.encode('png');
}
