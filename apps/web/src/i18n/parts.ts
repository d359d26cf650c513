/**
 * Each locale file is served in two parts, so the home page downloads only the texts it
 * shows: `core` holds the namespaces of the shell every page renders (header, menu, footer, login
 * pop-up, loading and error states) and of the home page; `pages` holds every other namespace and
 * is loaded with the first other page. A namespace added later lands in `pages` by itself.
 * The split is done at build time by scripts/locale-parts.ts (`locales/<locale>.json?part=<part>`).
 */
export const TEXT_PARTS = ['core', 'pages'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

export const CORE_NAMESPACES: readonly string[] = ['common', 'nav', 'top', 'footer', 'venue', 'home'];

/** The part holding a namespace (the first segment of a key: "home" of "home.venues"). */
export function partOf(namespace: string): TextPart {
  return CORE_NAMESPACES.includes(namespace) ? 'core' : 'pages';
}

type Tree = Record<string, unknown>;
/** The namespaces of a locale tree that belong to one part. */
export function pickPart(tree: Tree, part: TextPart): Tree {
  return Object.fromEntries(Object.entries(tree).filter(([namespace]) => partOf(namespace) === part));
}
