import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

// The project's knowledge lives in docs/: this keeps the code's citations pointing at it. Every
// "spec §N" names a heading of docs/product.md, every docs/<page>.md#anchor a heading that exists,
// every relative link of the markdown a file that exists, and no file cites the product documents
// that are not in a clone. The environment table of docs/operations.md lists exactly the variables
// of apps/api/src/config.ts, and the README stays short.

const SELF = 'apps/api/test/docs.test.ts';
const PRODUCT = 'docs/product.md';
const OPERATIONS = 'docs/operations.md';
const CONFIG = 'apps/api/src/config.ts';
/** Pages other branches bring (the sportsbook's and the lottery's): a link to one is accepted until it exists, then checked as any other. */
const PAGES_ON_THEIR_WAY = new Set(['docs/sportsbook.md', 'docs/lottery.md']);
/** Documents kept outside the repository: code cites docs/ instead. */
const NOT_IN_A_CLONE = /original-backend|portal-spec|design\.md|conventions\.md|toolchain-facts|games-reference|\/shared\//;

type Files = ReadonlyMap<string, string>;

/** Every text file of the repository (tracked, or new and not ignored), by path from the root. */
function repositoryFiles(): Map<string, string> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  const files = new Map<string, string>();
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    if (file === 'pnpm-lock.yaml') continue;
    const full = path.join(REPO_ROOT, file);
    if (!fs.existsSync(full) || !fs.statSync(full).isFile() || fs.statSync(full).size > 2_000_000) continue;
    const bytes = fs.readFileSync(full);
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary
    files.set(file, bytes.toString('utf8'));
  }
  return files;
}

/** Markdown without its fenced code blocks (a `#` line in a fence is not a heading). */
const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The anchors GitHub gives a page's headings (lower case, punctuation dropped, spaces as hyphens, repeats numbered). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, text = ''] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The section numbers of docs/product.md: its headings that start with §N or §N.M. */
function productSections(product: string): Set<string> {
  return new Set([...withoutFences(product).matchAll(/^#{1,6}[ \t]+§(\d+(?:\.\d+)?)[ \t]/gm)].map((m) => m[1]!));
}

const isMarkdown = (file: string) => file.endsWith('.md');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The section numbers a file cites. In code every § is a citation of the product rules ("spec §2.5,
 * §5", "Spec §2.2 / §9"); in markdown only those after "spec" are.
 */
function specCitations(file: string, text: string): { section: string; line: number }[] {
  if (!isMarkdown(file)) return [...text.matchAll(/§(\d+(?:\.\d+)?)/g)].map((m) => ({ section: m[1]!, line: lineOf(text, m.index) }));
  const cited: { section: string; line: number }[] = [];
  for (const chain of text.matchAll(/spec §\d+(?:\.\d+)?(?:(?:,\s*|\s+and\s+|\s+or\s+|\s*\/\s*)§\d+(?:\.\d+)?)*/gi)) {
    for (const m of chain[0].matchAll(/§(\d+(?:\.\d+)?)/g)) cited.push({ section: m[1]!, line: lineOf(text, chain.index) });
  }
  return cited;
}

/** Whether `target` (a path from the root, with an optional #anchor) names a file, and a heading of it. */
function resolveTarget(files: Files, target: string): string | null {
  const [file, anchor] = target.split('#') as [string, string | undefined];
  const normal = path.posix.normalize(file).replace(/\/$/, '');
  const exists = files.has(normal) || fs.existsSync(path.join(REPO_ROOT, normal));
  if (!exists) return PAGES_ON_THEIR_WAY.has(normal) ? null : `${normal} does not exist`;
  if (anchor === undefined || !normal.endsWith('.md')) return null;
  const page = files.get(normal) ?? fs.readFileSync(path.join(REPO_ROOT, normal), 'utf8');
  return headingAnchors(page).has(anchor) ? null : `${normal} has no heading #${anchor}`;
}

/** Every problem of the repository's citations and links, as "file:line: what". Empty when all resolve. */
export function citationProblems(files: Files): string[] {
  const problems: string[] = [];
  const product = files.get(PRODUCT);
  if (!product) return [`${PRODUCT} is missing`];
  const sections = productSections(product);
  for (const [file, text] of files) {
    if (file === SELF) continue;
    for (const { section, line } of specCitations(file, text)) {
      if (!sections.has(section)) problems.push(`${file}:${line}: spec §${section} is not a heading of ${PRODUCT}`);
    }
    const outside = NOT_IN_A_CLONE.exec(text);
    if (outside) problems.push(`${file}:${lineOf(text, outside.index)}: cites "${outside[0]}", which is not in the repository (cite docs/ instead)`);
    // A docs page named from anywhere, as a path from the root: docs/compatibility.md#rule-4-transfers.
    for (const m of text.matchAll(/(?<![\w./-])docs\/[\w./-]*\.md(?:#[\p{L}\p{N}_-]+)?/gu)) {
      const problem = resolveTarget(files, m[0]);
      if (problem) problems.push(`${file}:${lineOf(text, m.index)}: ${m[0]}: ${problem}`);
    }
    if (!isMarkdown(file)) continue;
    // Relative links of the markdown: [text](target), the target from the page's own folder.
    for (const m of withoutFences(text).matchAll(/\[[^\]\n]*\]\(([^)\s]+)\)/g)) {
      const link = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // http:, https:, mailto:
      const target = link.startsWith('#') ? `${file}${link}` : path.posix.join(path.posix.dirname(file), link);
      const problem = resolveTarget(files, target);
      if (problem) problems.push(`${file}: link (${link}): ${problem}`);
    }
  }
  return problems;
}

/** The variables of config.ts's schema, and those of the environment table of docs/operations.md. */
export function environmentDrift(files: Files): { undocumented: string[]; unknown: string[] } {
  const config = files.get(CONFIG) ?? '';
  const schema = config.slice(config.indexOf('const configSchema'), config.indexOf('.superRefine('));
  const read = new Set([...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!));
  const operations = files.get(OPERATIONS) ?? '';
  const section = operations.slice(operations.indexOf('\n## Environment'), operations.indexOf('\n## ', operations.indexOf('\n## Environment') + 1));
  const documented = new Set<string>();
  for (const row of section.split('\n').filter((l) => l.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) documented.add(m[1]!);
  }
  return { undocumented: [...read].filter((v) => !documented.has(v)).sort(), unknown: [...documented].filter((v) => !read.has(v)).sort() };
}

describe('docs/: the project’s knowledge in the repository', () => {
  const files = repositoryFiles();

  it('resolves every spec §, docs/ link and markdown link, and cites nothing outside the repository', () => {
    expect(files.size).toBeGreaterThan(500);
    expect(citationProblems(files)).toEqual([]);
  });

  it('finds a citation that names no heading, a missing page or anchor, and an outside document', () => {
    const bad = new Map(files);
    bad.set('apps/api/src/example.ts', '// spec §10, §2.6 and docs/nowhere.md\n// docs/compatibility.md#rule-99\n');
    bad.set('docs/example.md', 'As spec §5 and §11 say; see [the api](api.md#no-such-heading) and design.md.\n');
    expect(citationProblems(bad)).toEqual([
      'apps/api/src/example.ts:1: spec §10 is not a heading of docs/product.md',
      'apps/api/src/example.ts:1: spec §2.6 is not a heading of docs/product.md',
      'apps/api/src/example.ts:1: docs/nowhere.md: docs/nowhere.md does not exist',
      'apps/api/src/example.ts:2: docs/compatibility.md#rule-99: docs/compatibility.md has no heading #rule-99',
      'docs/example.md:1: spec §11 is not a heading of docs/product.md',
      'docs/example.md:1: cites "design.md", which is not in the repository (cite docs/ instead)',
      'docs/example.md: link (api.md#no-such-heading): docs/api.md has no heading #no-such-heading',
    ]);
  });

  it('gives headings the anchors GitHub gives them', () => {
    expect([
      ...headingAnchors('## §2.3 Top-level routes\n### Rule 4: transfers\n## Turnover requirement (217)\n## Names\n## Names\n```\n# not a heading\n```\n'),
    ]).toEqual(['23-top-level-routes', 'rule-4-transfers', 'turnover-requirement-217', 'names', 'names-1']);
  });

  it('lists in docs/operations.md exactly the environment variables config.ts reads', () => {
    const drift = environmentDrift(files);
    expect(drift.undocumented.length + drift.unknown.length === 0 ? 'in step' : drift).toBe('in step');
    const withNew = new Map(files);
    withNew.set(CONFIG, files.get(CONFIG)!.replace('    PORT:', '    NEW_SETTING: z.string(),\n    PORT:'));
    expect(environmentDrift(withNew).undocumented).toEqual(['NEW_SETTING']);
  });

  it('keeps the README short, with the two commands', () => {
    const readme = files.get('README.md')!;
    expect(readme.split('\n').length).toBeLessThanOrEqual(201); // 200 lines and the last line's newline
    expect(readme).toContain('pnpm install && pnpm start');
    expect(readme).toContain('pnpm install && pnpm test');
  });
});
