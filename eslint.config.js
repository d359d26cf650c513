// One ESLint flat config for the whole workspace: the recommended JavaScript and TypeScript rules,
// React's hook rules for the web app, and the import boundaries that hold the code's shape
// (docs/architecture.md#layers, docs/testing.md#lint-and-the-import-graph). `pnpm lint` runs it; CI fails on any error.
//
// typescript-eslint needs the TypeScript 6 API (TypeScript 7 ships none yet), so the root's
// `typescript` is the official side-by-side package @typescript/typescript6; every app still
// typechecks with its own TypeScript 7.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const API = 'apps/api/src';

/**
 * The fence of a React app's features (apps/web, apps/admin): a feature imports no other feature
 * and not the app's app/ (router, providers, layouts); what two need is in components/ or lib/.
 * The feature folders are read at each run so a new feature is fenced in without editing this file.
 */
function featureFence(app, who) {
  const features = `apps/${app}/src/features`;
  const names = fs
    .readdirSync(path.join(ROOT, features), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return [
    ...names.map((feature) => ({
      target: `./${features}/${feature}`,
      from: `./${features}`,
      except: [`./${feature}`],
      message: `${who} feature may not import another feature: move what both need to components/ or lib/ (docs/architecture.md#a-web-feature).`,
    })),
    {
      target: `./${features}`,
      from: `./apps/${app}/src/app`,
      message: `${who} feature may not import app/ (router, providers, layouts): move what it needs to components/ or lib/.`,
    },
  ];
}

// Each zone: files under `target` may not import anything under `from` (except `except`).
// Paths are relative to the repository root; globs use minimatch (`!(x)` = anything but x).
const boundaries = [
  ...featureFence('web', 'A web'),
  ...featureFence('admin', 'A back-office'),
  {
    target: [`./${API}/modules/**/routes.ts`, `./${API}/modules/**/admin-routes.ts`, `./${API}/modules/**/*-routes.ts`],
    from: `./${API}/db`,
    message: 'A route file parses, calls one service function and returns its reply: the database belongs to the service.',
  },
  {
    target: [`./${API}/!(modules)/**`, `./${API}/*.ts`, `./${API}/modules/!(wallet)/**`, `./${API}/modules/*.ts`, './apps/api/!(src)/**'],
    from: [`./${API}/modules/wallet/ledger.ts`, `./${API}/modules/wallet/ledger`],
    message: 'Only the wallet module posts to the ledger: move money with the wallet commands (credit, debit, hold, capture, release, transfer).',
  },
  {
    target: `./${API}/providers`,
    from: `./${API}/modules`,
    message: 'A game-platform provider may not import portal modules: it only knows the provider interface.',
  },
  {
    // files.ts is a module's router for files outside /api (site's art, the cashier's QR images): it
    // reads the database, so it is no route file.
    target: [`./${API}/modules/**/!(*routes|index|files).ts`, `./${API}/audit`, `./${API}/security`],
    from: `./${API}/http`,
    message: 'Domain code may not import the HTTP layer (only routes use the endpoint helpers): take AppError and its factories from errors.ts.',
  },
];

export default defineConfig(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-mutant/**', '**/coverage/**', '**/.data/**', 'apps/api/src/generated/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Rules that read the types (docs/testing.md#lint-and-the-import-graph): a promise nobody awaits
    // loses its rejection and its ordering, a promise where a plain value is expected (an async
    // handler given to a void callback or JSX prop, a promise tested in an if) is never waited for
    // or always true, and an await of a non-promise says the author misread a type. Each TypeScript
    // file is read with its package's tsconfig (config files and scripts included there; the root
    // tsconfig.json holds prisma.config.ts and tools/). JavaScript files (the .mjs benches and
    // tools, the lint configs) have no tsconfig and stay out of these rules. Only these three rules:
    // recommendedTypeChecked found ~1,900 more (mostly no-unsafe-* on JSON and test replies).
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Every API router comes from http/router.ts: case-sensitive and strict, so no other spelling
    // of a path reaches a route (the permission table is keyed by the exact path).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/http/router.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='Router'], CallExpression[callee.property.name='Router']",
          message: 'Make routers with createRouter() of http/router.ts (case-sensitive, strict paths).',
        },
      ],
    },
  },
  {
    // A module gets another module's services through its deps, so what it imports from another
    // module (only from its index.ts: .dependency-cruiser.cjs) is types. The exceptions are pure
    // values of a module's vocabulary: the wallet's house accounts (HOUSE, which a wallet command
    // names), the SQL spelling of a member's central account code (centralCodeSql, for a reader
    // modules/tables.ts allows), and the contact helpers contactOf (verification) and normaliseContact (auth).
    files: ['apps/api/src/modules/*/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[^/]+/',
              allowTypeImports: true,
              allowImportNames: ['HOUSE', 'centralCodeSql', 'contactOf', 'normaliseContact'],
              message:
                "Take another module's services through deps (import only their types); move shared code below modules/ (audit/, security/, providers/).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read reply data of many shapes; `any` there is not a boundary.
    files: ['apps/*/test/**', 'packages/*/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Both apps talk to the portal only through @portal/client (envelope, token, Lang, time-out,
    // 401, Idempotency-Key policy): a bare fetch is where the two clients drifted apart before.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the portal through lib/api-client (web) or lib/api (admin), which use @portal/client.' },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The API imports its own .ts files as .js (ES module style); read those as .ts.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'module', 'default'],
        }),
      ],
    },
    rules: {
      // A boundary can only be checked on an import that resolves: an unresolved one is an error.
      'import-x/no-unresolved': ['error', { ignore: ['\\?(url|raw|inline|worker)$'] }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaries }],
    },
  },
);
