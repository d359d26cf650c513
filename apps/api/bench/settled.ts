import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { LOTTERY_GAMES } from '@portal/game-rules';
import type { Sql } from '../src/db/sql.js';
import type { PortalProcess } from '../test/support/server-process.js';

const ticks = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** The CPU seconds used so far by a portal's processes (its process group: the server and any worker). */
export function portalCpuSeconds(p: PortalProcess): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === p.child.pid) total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * Waits until the portals are in their steady state before a measurement: a fresh database's
 * one-time work done (the lottery's hash chains, a million SHA-256 per game and their rows, made
 * on the first draws after start: seconds of CPU of a portal and of PostgreSQL, which once fell in
 * the transfers rounds and halved them), then each portal back to its idle (its jobs' ticks, work
 * left by a warm-up such as the bet sync of its rounds): under a tenth of a core for a second.
 * Returns the seconds waited.
 */
export async function untilSettled(sql: Sql, portals: PortalProcess[]): Promise<number> {
  const started = performance.now();
  for (let waited = 0; waited < 240; waited++) {
    const [row] = await sql.query<{ ready: number }>('SELECT count(DISTINCT game)::int AS ready FROM lottery_chains WHERE spent_at IS NULL');
    if (row!.ready >= LOTTERY_GAMES.length) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  for (let waited = 0; waited < 30; waited++) {
    const before = portals.map(portalCpuSeconds);
    await new Promise((r) => setTimeout(r, 1000));
    if (portals.every((p, i) => portalCpuSeconds(p) - before[i]! < 0.1)) break;
  }
  return (performance.now() - started) / 1000;
}
