import { useEffect, useRef, useState } from 'react';
import '../../../styles/login-scene.css';

// The login page's moving background (spec §2.3 "looping background video"): not a video file but
// a canvas scene drawn from the portal's own art (the crown of art/logo.tsx, the playing cards and
// chips of the auth backdrop, gold coins in the brand's gold), looping seamlessly every LOOP_MS.
// Every moving thing is a function of the time within the loop, so frame LOOP_MS equals frame 0.
// It stops on the first frame when the member asks for less motion (prefers-reduced-motion) and
// while the tab is hidden. It is part of the login page's route chunk: the home page never loads it
// (as a chunk of its own it made the bundler split React out of the home page's chunks: +0.7 KB).

export const LOOP_MS = 16_000;

/** The crown of art/logo.tsx (viewBox 64 x 64). */
const CROWN = 'M14 42 L18 21 L26 31 L32 16 L38 31 L46 21 L50 42 Z';
const GOLD = ['#fff1b8', '#f0c75e', '#b8801f'] as const;
const CARDS = [
  { face: 'A♥', ink: '#c62f3a' },
  { face: 'K♠', ink: '#151515' },
  { face: 'Q♦', ink: '#c62f3a' },
  { face: 'J♣', ink: '#151515' },
] as const;
const CHIPS = ['#c8313b', '#1f6fd1', '#2f9e5a', '#6b3fd4'] as const;

/** A fixed pseudo-random number in [0, 1) for item i and salt s (the scene is the same on every load). */
const rnd = (i: number, s: number) => {
  const x = Math.sin(i * 127.1 + s * 311.7) * 43758.5453;
  return x - Math.floor(x);
};

interface Sprite {
  kind: 'coin' | 'chip' | 'card';
  x: number;
  /** Whole trips down the screen per loop (an integer, so the loop is seamless). */
  laps: number;
  phase: number;
  size: number;
  spin: number;
  sway: number;
  index: number;
}

const SPRITES: Sprite[] = Array.from({ length: 34 }, (_, i) => {
  const kind = i % 8 === 0 ? 'card' : i % 3 === 0 ? 'chip' : 'coin';
  return {
    kind,
    x: rnd(i, 1),
    laps: kind === 'card' ? 1 : 1 + Math.floor(rnd(i, 2) * 2),
    phase: rnd(i, 3),
    size: kind === 'card' ? 46 + rnd(i, 4) * 18 : kind === 'chip' ? 18 + rnd(i, 4) * 10 : 9 + rnd(i, 4) * 9,
    spin: (rnd(i, 5) < 0.5 ? -1 : 1) * (1 + Math.floor(rnd(i, 6) * 2)),
    sway: 12 + rnd(i, 7) * 30,
    index: i,
  };
});

function goldGradient(ctx: CanvasRenderingContext2D, y0: number, y1: number) {
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, GOLD[0]);
  g.addColorStop(0.5, GOLD[1]);
  g.addColorStop(1, GOLD[2]);
  return g;
}

function drawCoin(ctx: CanvasRenderingContext2D, r: number, turn: number) {
  // a coin turning on its axis: its width follows the cosine of the turn
  const w = Math.max(0.12, Math.abs(Math.cos(turn)));
  ctx.scale(w, 1);
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = goldGradient(ctx, -r, r);
  ctx.fill();
  ctx.lineWidth = r * 0.18;
  ctx.strokeStyle = GOLD[2];
  ctx.stroke();
  ctx.fillStyle = '#b8801f';
  ctx.font = `bold ${r * 1.1}px serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('¥', 0, r * 0.05);
}

function drawChip(ctx: CanvasRenderingContext2D, r: number, color: string) {
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.setLineDash([r * 0.45, r * 0.35]);
  ctx.lineWidth = r * 0.22;
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.55, 0, Math.PI * 2);
  ctx.lineWidth = r * 0.08;
  ctx.stroke();
}

function drawCard(ctx: CanvasRenderingContext2D, h: number, card: (typeof CARDS)[number]) {
  const w = h * 0.7;
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, h * 0.08);
  ctx.fillStyle = '#f5f1e6';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#c8a24a';
  ctx.stroke();
  ctx.fillStyle = card.ink;
  ctx.font = `bold ${h * 0.3}px serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(card.face, 0, 0);
}

/** One frame of the loop at time t (ms within it) on a w x h canvas. */
export function drawFrame(ctx: CanvasRenderingContext2D, w: number, h: number, t: number) {
  const p = (t % LOOP_MS) / LOOP_MS; // 0..1 through the loop
  const TAU = Math.PI * 2;
  ctx.clearRect(0, 0, w, h);

  // light beams from the top, sweeping left and right once per loop
  ctx.save();
  ctx.translate(w / 2, -h * 0.1);
  for (let i = 0; i < 5; i++) {
    const a = Math.PI / 2 + Math.sin(TAU * p + i * 1.3) * 0.45 + (i - 2) * 0.22;
    const beam = ctx.createLinearGradient(0, 0, Math.cos(a) * h * 1.3, Math.sin(a) * h * 1.3);
    beam.addColorStop(0, 'rgba(240,199,94,0.20)');
    beam.addColorStop(1, 'rgba(240,199,94,0)');
    ctx.fillStyle = beam;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(Math.cos(a - 0.06) * h * 1.4, Math.sin(a - 0.06) * h * 1.4);
    ctx.lineTo(Math.cos(a + 0.06) * h * 1.4, Math.sin(a + 0.06) * h * 1.4);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();

  // the crown, breathing in a halo, high in the middle
  const crownSize = Math.min(w, h) * 0.22;
  ctx.save();
  ctx.translate(w / 2, h * 0.2);
  const glow = 0.55 + 0.45 * Math.sin(TAU * p * 2);
  const halo = ctx.createRadialGradient(0, 0, 0, 0, 0, crownSize * 1.4);
  halo.addColorStop(0, `rgba(240,199,94,${0.28 * glow})`);
  halo.addColorStop(1, 'rgba(240,199,94,0)');
  ctx.fillStyle = halo;
  ctx.fillRect(-crownSize * 1.5, -crownSize * 1.5, crownSize * 3, crownSize * 3);
  ctx.globalAlpha = 0.3;
  ctx.scale(crownSize / 64, crownSize / 64);
  ctx.translate(-32, -32);
  ctx.fillStyle = goldGradient(ctx, 14, 50);
  ctx.fill(new Path2D(CROWN));
  ctx.fillRect(14, 44, 36, 5);
  ctx.restore();

  // coins, chips and cards falling through the scene
  for (const s of SPRITES) {
    const fall = (p * s.laps + s.phase) % 1;
    const y = -80 + fall * (h + 160);
    const x = s.x * w + Math.sin(TAU * (p * s.laps + s.phase)) * s.sway;
    const turn = TAU * p * s.spin;
    ctx.save();
    ctx.translate(x, y);
    ctx.globalAlpha = s.kind === 'card' ? 0.32 : 0.5;
    if (s.kind === 'coin') drawCoin(ctx, s.size, turn);
    else {
      ctx.rotate(s.kind === 'card' ? Math.sin(turn) * 0.5 : turn);
      if (s.kind === 'chip') drawChip(ctx, s.size, CHIPS[s.index % CHIPS.length]!);
      else drawCard(ctx, s.size * 1.4, CARDS[s.index % CARDS.length]!);
    }
    ctx.restore();
  }
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The canvas behind the login card. */
export default function LoginScene() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    let frame = 0;
    let started = performance.now();
    let still = reducedMotion();
    const size = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      el.width = Math.round(el.clientWidth * ratio);
      el.height = Math.round(el.clientHeight * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    const paint = (t: number) => drawFrame(ctx, el.clientWidth, el.clientHeight, t);
    const tick = (now: number) => {
      paint(now - started);
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      cancelAnimationFrame(frame);
      const run = !still && document.visibilityState === 'visible';
      setPlaying(run);
      if (run) {
        started = performance.now();
        frame = requestAnimationFrame(tick);
      } else paint(0); // the first frame, standing still
    };
    const motion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    const onMotion = () => {
      still = reducedMotion();
      update();
    };
    const onResize = () => {
      size();
      if (still) paint(0);
    };
    size();
    update();
    motion?.addEventListener('change', onMotion);
    document.addEventListener('visibilitychange', update);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      motion?.removeEventListener('change', onMotion);
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  return <canvas ref={canvas} className="login-scene" aria-hidden data-testid="login-scene" data-playing={playing ? 'true' : 'false'} />;
}
