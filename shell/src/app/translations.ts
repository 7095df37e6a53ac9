/** The shell's namespace, merged from each area's own file (en is the source; fr and ar complete). */
import { authTranslations } from '../auth/translations.ts';
import { layoutTranslations } from '../layout/translations.ts';
import { modulesTranslations } from '../modules/translations.ts';
import { pagesTranslations } from '../pages/translations.ts';

type Tree = Record<string, unknown>;
const sources = [layoutTranslations, authTranslations, pagesTranslations, modulesTranslations] as { en: Tree; fr: Tree; ar: Tree }[];

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    target[key] = value && typeof value === 'object' && !Array.isArray(value) ? merge((target[key] as Tree) ?? {}, value as Tree) : value;
  }
  return target;
}

export const shellTranslations = {
  en: sources.reduce<Tree>((all, s) => merge(all, s.en), {}),
  fr: sources.reduce<Tree>((all, s) => merge(all, s.fr), {}),
  ar: sources.reduce<Tree>((all, s) => merge(all, s.ar), {}),
};
