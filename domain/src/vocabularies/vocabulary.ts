/**
 * The bundled drug and allergen vocabulary, built once from its tables: drug classes,
 * ingredients (generic names) with their classes, products (brands and combinations) with
 * their ingredients, and allergens (drug classes as people name them, contrast, latex,
 * foods, environmental). Every entry a person can pick is a `Concept` with a stable code:
 * `class:<id>`, `ing:<name>`, `prod:<name>`, `allergen:<id>`. Sources: docs/adr/0015.
 */
import { ALLERGEN_TABLE } from './allergens.ts';
import { DRUG_CLASS_TABLE } from './drugClasses.ts';
import { INGREDIENT_TABLE } from './drugIngredients.ts';
import { PRODUCT_TABLE } from './drugProducts.ts';

export type ConceptKind = 'class' | 'ingredient' | 'product' | 'allergen';
export type AllergenType = 'Drug' | 'Food' | 'Environmental' | 'Other';

export interface DrugClass {
  id: string;
  name: string;
  /** The ATC group the class follows. */
  atc: string;
}

export interface Concept {
  code: string;
  kind: ConceptKind;
  /** The name shown and stored. */
  name: string;
  /** Other names a person may type (brand, abbreviation, older name). */
  synonyms: readonly string[];
  /** Ingredient names (a class or a non-drug allergen has none). */
  ingredients: readonly string[];
  /** Class ids: of its ingredients, or the classes an allergen covers. */
  classes: readonly string[];
  /** The allergy type it is recorded as. */
  allergenType: AllergenType;
}

export interface Vocabulary {
  classes: ReadonlyMap<string, DrugClass>;
  concepts: ReadonlyMap<string, Concept>;
  /** What a person can prescribe: ingredients and products. */
  drugs: readonly Concept[];
  /** What a person can be allergic to: allergens, ingredients and products. */
  allergens: readonly Concept[];
}

const rows = (table: string) =>
  table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split('|').map((cell) => cell.trim()));

const list = (cell: string | undefined, separator: string | RegExp) => (cell ? cell.split(separator).map((v) => v.trim()).filter(Boolean) : []);

/** Case, accents, punctuation and spacing do not count when names are compared. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%/+.-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function buildVocabulary(): Vocabulary {
  const classes = new Map<string, DrugClass>(rows(DRUG_CLASS_TABLE).map(([id = '', name = '', atc = '']) => [id, { id, name, atc }]));
  const concepts = new Map<string, Concept>();
  const classesOfIngredient = new Map<string, string[]>();
  for (const [name = '', classIds, synonyms] of rows(INGREDIENT_TABLE)) {
    const ids = list(classIds, /\s+/);
    classesOfIngredient.set(name, ids);
    concepts.set(`ing:${name}`, { code: `ing:${name}`, kind: 'ingredient', name: capitalise(name), synonyms: list(synonyms, ','), ingredients: [name], classes: ids, allergenType: 'Drug' });
  }
  for (const [name = '', ingredients, synonyms] of rows(PRODUCT_TABLE)) {
    const parts = list(ingredients, '+');
    const ids = [...new Set(parts.flatMap((part) => classesOfIngredient.get(part) ?? []))];
    const code = `prod:${normalizeName(name)}`;
    const label = parts.length > 1 ? `${name} (${parts.join(' / ')})` : `${name} (${parts[0]})`;
    concepts.set(code, { code, kind: 'product', name: label, synonyms: [name, ...list(synonyms, ',')], ingredients: parts, classes: ids, allergenType: 'Drug' });
  }
  for (const [id = '', name = '', type = 'Other', classIds, synonyms] of rows(ALLERGEN_TABLE)) {
    concepts.set(`allergen:${id}`, { code: `allergen:${id}`, kind: 'allergen', name, synonyms: list(synonyms, ','), ingredients: [], classes: list(classIds, /\s+/), allergenType: type as AllergenType });
  }
  for (const drugClass of classes.values()) {
    concepts.set(`class:${drugClass.id}`, { code: `class:${drugClass.id}`, kind: 'class', name: drugClass.name, synonyms: [], ingredients: [], classes: [drugClass.id], allergenType: 'Drug' });
  }
  const all = [...concepts.values()];
  const byName = (a: Concept, b: Concept) => a.name.localeCompare(b.name);
  return {
    classes,
    concepts,
    drugs: all.filter((c) => c.kind === 'ingredient' || c.kind === 'product').sort(byName),
    allergens: all.filter((c) => c.kind !== 'class').sort(byName),
  };
}

let built: Vocabulary | null = null;

/** The vocabulary (built on first use). */
export function vocabulary(): Vocabulary {
  built ??= buildVocabulary();
  return built;
}

/** Words of a label that say how a drug is made or given, not what it is. */
const FORM_WORDS = /\b(er|xl|xr|sr|dr|cr|la|odt|hfa|ellipta|handihaler|inhaler|tablets?|capsules?|cream|ointment|gel|solution|suspension|injection|nasal spray|spray|patch|drops|oral|topical)\b|\d+(?:\.\d+)?\s*(?:%|mg\b|mcg\b|g\b|ml\b|units?\b)?/g;

const normalisedNames = new WeakMap<Concept, string[]>();

/** The names under which a concept is found: its name and its other names (normalised once). */
function namesOf(concept: Concept): string[] {
  let names = normalisedNames.get(concept);
  if (!names) {
    names = [concept.name, ...concept.synonyms].map(normalizeName);
    normalisedNames.set(concept, names);
  }
  return names;
}

export type ConceptScope = 'drugs' | 'allergens';

const indexes = new WeakMap<Vocabulary, Record<ConceptScope, Map<string, Concept>>>();

/** Name → concept. Later kinds win a shared name: as an allergy "penicillin" is the class, as a drug a generic name beats a brand. */
function nameIndex(vocab: Vocabulary, scope: ConceptScope): Map<string, Concept> {
  let both = indexes.get(vocab);
  if (!both) {
    const build = (concepts: readonly Concept[], order: ConceptKind[]) => {
      const map = new Map<string, Concept>();
      for (const kind of order) for (const concept of concepts) if (concept.kind === kind) for (const name of namesOf(concept)) map.set(name, concept);
      return map;
    };
    both = { drugs: build(vocab.drugs, ['product', 'ingredient']), allergens: build(vocab.allergens, ['product', 'ingredient', 'allergen']) };
    indexes.set(vocab, both);
  }
  return both[scope];
}

/**
 * The concept a typed name stands for, when it is unambiguous: the name or another name of
 * an entry, also with a label's formulation words ("Metformin ER", "Albuterol HFA",
 * "Hydrocortisone 2.5% cream") or a bracketed brand ("Apixaban (Eliquis)") taken away.
 */
export function resolveName(vocab: Vocabulary, scope: ConceptScope, text: string | null | undefined): Concept | null {
  const names = nameIndex(vocab, scope);
  const whole = normalizeName(text ?? '');
  if (!whole) return null;
  const candidates = [whole];
  const bracket = /^(.*?)\s*\((.*)\)\s*$/.exec(text ?? '');
  if (bracket) candidates.push(normalizeName(bracket[1] ?? ''), normalizeName(bracket[2] ?? ''));
  for (const candidate of [...candidates]) candidates.push(candidate.replace(FORM_WORDS, ' ').replace(/\s+/g, ' ').trim());
  for (const candidate of candidates) {
    const found = candidate ? names.get(candidate) : undefined;
    if (found) return found;
  }
  return null;
}

/** The concept of a stored entry: its code when it has one the vocabulary knows, else its name. */
export function conceptOf(vocab: Vocabulary, scope: ConceptScope, entry: { name: string; code?: string | null }): Concept | null {
  if (entry.code) return vocab.concepts.get(entry.code) ?? null;
  return resolveName(vocab, scope, entry.name);
}

/** Entries whose name or another name contains every word typed, names starting with the text first. */
export function searchConcepts(concepts: readonly Concept[], text: string, limit = 20): Concept[] {
  const query = normalizeName(text);
  if (!query) return concepts.slice(0, limit);
  const words = query.split(' ');
  const scored: [number, Concept][] = [];
  for (const concept of concepts) {
    const names = namesOf(concept);
    if (!names.some((name) => words.every((word) => name.includes(word)))) continue;
    scored.push([names.some((name) => name.startsWith(query)) ? 0 : 1, concept]);
  }
  return scored.sort((a, b) => a[0] - b[0] || a[1].name.localeCompare(b[1].name)).slice(0, limit).map(([, concept]) => concept);
}
