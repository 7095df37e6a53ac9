/** Merging each area's translation trees into one namespace (`shell`), per language. */

type Tree = Record<string, unknown>;
type Languages = { en: Tree; fr: Tree; ar: Tree };

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    target[key] = value && typeof value === 'object' && !Array.isArray(value) ? merge((target[key] as Tree) ?? {}, value as Tree) : value;
  }
  return target;
}

/** The areas' trees merged, per language (a later area's key wins). */
export function mergeTranslations(sources: readonly object[]): Languages {
  const all = sources as Languages[];
  return {
    en: all.reduce<Tree>((tree, s) => merge(tree, s.en), {}),
    fr: all.reduce<Tree>((tree, s) => merge(tree, s.fr), {}),
    ar: all.reduce<Tree>((tree, s) => merge(tree, s.ar), {}),
  };
}
