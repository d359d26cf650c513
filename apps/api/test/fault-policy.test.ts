import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** main.ts's policy for errors nothing caught (src/fault-policy.ts), in a process of its own. */
function probe(kind: string) {
  const r = spawnSync('pnpm', ['exec', 'tsx', path.join(__dirname, 'support/fault-policy-probe.ts'), kind], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('errors nothing caught', () => {
  it('a lost or refused database connection is logged and the process keeps serving', () => {
    for (const kind of ['lost-connection-event', 'refused-rejection']) {
      const { code, out } = probe(kind);
      expect(code, out).toBe(0);
      expect(out).toContain('still serving');
      expect(out).toContain('database connection lost outside a request');
    }
  }, 120_000);

  it('anything else is a bug: logged as fatal, and the process exits 1', () => {
    for (const kind of ['bug-exception', 'bug-rejection']) {
      const { code, out } = probe(kind);
      expect(code, out).toBe(1);
      expect(out).not.toContain('still serving');
      expect(out).toMatch(/"level":60.*unexpected error; exiting/);
    }
  }, 120_000);
});
