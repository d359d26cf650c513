import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

// The import-graph check of `pnpm lint` (`pnpm lint:imports`: dependency-cruiser with the
// repository's .dependency-cruiser.cjs), run on small trees written to a temporary folder, so each
// rule is seen to fail on the import it forbids and to pass once that import is gone.
const CONFIG = path.join(REPO_ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = path.join(REPO_ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path -> source) into a fresh folder and runs the check there over apps/ and packages/. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
  folders.push(dir);
  fs.copyFileSync(path.join(REPO_ROOT, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  const roots = ['apps', 'packages'].filter((root) => fs.existsSync(path.join(dir, root)));
  const run = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', 'err', ...roots], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Each run starts a node process (1-2 s, more on a busy machine).
describe('pnpm lint: the import graph (dependency-cruiser)', { timeout: 120_000 }, () => {
  it('fails on a cycle of two files that import each other only as types', () => {
    const { status, output } = cruise({
      'packages/demo/src/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'packages/demo/src/b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/no-circular: packages\/demo\/src\/a\.ts/);
    expect(output).toContain('1 dependency violations');
  });

  it('passes the same two files once only one imports the other', () => {
    const { status, output } = cruise({
      'packages/demo/src/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'packages/demo/src/b.ts': 'export interface B { name: string }\n',
    });
    expect(output).toContain('no dependency violations');
    expect(status).toBe(0);
  });

  it('fails when code below modules/ imports a module, even a type', () => {
    const files = {
      'apps/api/src/modules/auth/sessions.ts': 'export type Sessions = { isLive(id: string): boolean };\n',
      'apps/api/src/http/auth.ts': "import type { Sessions } from '../modules/auth/sessions.js';\nexport type Guard = Sessions;\n",
    };
    const { status, output } = cruise(files);
    expect(status).not.toBe(0);
    expect(output).toContain('api-below-modules: apps/api/src/http/auth.ts → apps/api/src/modules/auth/sessions.ts');
    // Moved below modules/, as src/security/sessions.ts is, the same import is fine.
    const moved = cruise({
      'apps/api/src/security/sessions.ts': files['apps/api/src/modules/auth/sessions.ts'],
      'apps/api/src/http/auth.ts': "import type { Sessions } from '../security/sessions.js';\nexport type Guard = Sessions;\n",
    });
    expect(moved.output).toContain('no dependency violations');
  });

  it("fails when a module imports another module's internals, not when it imports its index.ts", () => {
    const staff = {
      'apps/api/src/modules/staff/audit.ts': 'export type Audit = (entry: { action: string }) => Promise<void>;\n',
      'apps/api/src/modules/staff/index.ts': "export type { Audit } from './audit.js';\n",
    };
    const inside = cruise({ ...staff, 'apps/api/src/modules/vip/levels.ts': "import type { Audit } from '../staff/audit.js';\nexport type L = Audit;\n" });
    expect(inside.status).not.toBe(0);
    expect(inside.output).toContain('api-module-internals: apps/api/src/modules/vip/levels.ts → apps/api/src/modules/staff/audit.ts');
    const throughIndex = cruise({
      ...staff,
      'apps/api/src/modules/vip/levels.ts': "import type { Audit } from '../staff/index.js';\nexport type L = Audit;\n",
    });
    expect(throughIndex.output).toContain('no dependency violations');
  });

  it('fails when an entry point reaches past modules/index.ts', () => {
    const { status, output } = cruise({
      'apps/api/src/modules/staff/index.ts': 'export const staffModule = () => ({ name: "staff" });\n',
      'apps/api/src/modules/index.ts': "export { staffModule } from './staff/index.js';\n",
      'apps/api/src/main.ts': "import { staffModule } from './modules/staff/index.js';\nstaffModule();\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('api-entries-through-modules-index: apps/api/src/main.ts → apps/api/src/modules/staff/index.ts');
  });

  it('passes on this repository', () => {
    const run = spawnSync(process.execPath, [DEPCRUISE, '--config', CONFIG, '--output-type', 'err', 'apps/*/src', 'packages/*/src'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(`${run.stdout}${run.stderr}`).toContain('no dependency violations');
    expect(run.status).toBe(0);
  });
});

describe("pnpm lint: a module takes another module's services through deps (ESLint)", { timeout: 120_000 }, () => {
  // Linted as if it were a file of the rebates module (the text is not written anywhere).
  const lintAsModuleFile = async (code: string) => {
    // The text is no file of a tsconfig, so the type-aware rules (eslint.config.js) are off for it.
    const untyped: Linter.Config = {
      files: ['**/*.ts'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off', '@typescript-eslint/await-thenable': 'off' },
    };
    const [result] = await new ESLint({ cwd: REPO_ROOT, overrideConfig: untyped }).lintText(code, {
      filePath: path.join(REPO_ROOT, 'apps/api/src/modules/rebates/example.ts'),
    });
    return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
  };

  it("refuses a value from another module's index.ts: its services come through deps", async () => {
    const messages = await lintAsModuleFile("import { createWallet } from '../wallet/index.js';\nexport const make = createWallet;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'createWallet' import from '../wallet/index.js' is restricted");
  });

  it("lets through its types and the named pure values (the wallet's HOUSE accounts)", async () => {
    expect(
      await lintAsModuleFile("import { HOUSE, type Wallet } from '../wallet/index.js';\nexport const f = (w: Wallet) => [w, HOUSE.adjustments];\n"),
    ).toEqual([]);
  });
});
