// The import graph's rules, checked by `pnpm lint` (dependency-cruiser over apps/*/src and
// packages/*/src). Unlike ESLint's import-x/no-cycle it reads TypeScript before compilation, so
// `import type` counts: a cycle made only of type imports still fails.
//
// The API's layers (apps/api/src): modules/<feature>/ on top; below them everything a module may
// use — audit/ (the audit log), security/ (sessions, passwords, captcha, login and password guards,
// the TOTP vault), providers/ (the game platforms), http/, db/ and the files at the root. Nothing
// below modules/ imports a module. The entry points that build the modules (main.ts, app.ts,
// jobs/run.ts) import only modules/index.ts; the seed (db/seed.ts) opens the demo balances with
// the wallet's commands, since money moves only through them. Tests and benches (apps/api/test,
// apps/api/bench) are outside these rules: they drive what they test directly.
const API = '^apps/api/src/';
const ENTRIES = [`${API}main\\.ts$`, `${API}app\\.ts$`, `${API}jobs/run\\.ts$`];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type imports count): move what both sides need one layer down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-below-modules',
      severity: 'error',
      comment: 'Nothing below modules/ imports a module: move the shared piece down (audit/, security/, providers/) and pass services in through deps.',
      from: { path: API, pathNot: [`${API}modules/`, ...ENTRIES, `${API}db/seed\\.ts$`] },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-entries-through-modules-index',
      severity: 'error',
      comment: 'main.ts, app.ts and jobs/run.ts get the modules from modules/index.ts (the composition root) only.',
      from: { path: ENTRIES },
      to: { path: `${API}modules/`, pathNot: `${API}modules/index\\.ts$` },
    },
    {
      name: 'api-seed-through-wallet',
      severity: 'error',
      comment: 'The seed may use the wallet module (its public index.ts) to move money, and no other module.',
      from: { path: `${API}db/seed\\.ts$` },
      to: { path: `${API}modules/`, pathNot: `${API}modules/wallet/index\\.ts$` },
    },
    {
      name: 'api-module-internals',
      severity: 'error',
      comment:
        "A module never imports another module's internals: only what that module's index.ts exports (the types of the services it is given through deps).",
      from: { path: `${API}modules/([^/]+)/` },
      to: { path: `${API}modules/[^/]+/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
  ],
  options: {
    // Read TypeScript before compilation: type-only imports are edges too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^apps/api/src/generated/' },
    // Workspace packages (@portal/contracts, ...) export their src/index.ts: resolve them to the
    // file so that a cycle through another package is seen as well.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
