/**
 * The allergy and drug cross-checks, one set of rules for the server (which enforces them)
 * and the browser (which warns before saving):
 * - a new allergy that is already recorded (same name ignoring case and spacing, or same
 *   concept) is refused;
 * - a new medication that is already active (same ingredients, or same name when uncoded) is
 *   refused;
 * - a new medication that shares an ingredient or a class with an allergy, or an ingredient
 *   or a class with another active medication (therapeutic duplication), needs an
 *   acknowledgement with a reason;
 * - what could not be checked (an uncoded entry) is said, never passed over in silence.
 */
import { type Concept, type ConceptScope, type Vocabulary, conceptOf, normalizeName } from './vocabulary.ts';

export interface ChartEntry {
  id?: string;
  name: string;
  code?: string | null;
}

export type Warning =
  | { kind: 'allergy'; entry: ChartEntry; via: 'ingredient' | 'class'; match: string }
  | { kind: 'duplication'; entry: ChartEntry; via: 'ingredient' | 'class'; match: string };

export interface MedicationCheck {
  /** The concept the new medication was matched to, or null (uncoded: not checked). */
  concept: Concept | null;
  /** An active medication it repeats: refused. */
  duplicateOf: ChartEntry | null;
  /** Matches that need an acknowledgement with a reason. */
  warnings: Warning[];
  /** Allergies and medications of the chart that could not be compared (uncoded). */
  unchecked: ChartEntry[];
}

export interface AllergyCheck {
  concept: Concept | null;
  duplicateOf: ChartEntry | null;
}

const ingredientName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function sameEntry(vocab: Vocabulary, scope: ConceptScope, a: ChartEntry, aConcept: Concept | null, b: ChartEntry): boolean {
  if (normalizeName(a.name) === normalizeName(b.name)) return true;
  const other = conceptOf(vocab, scope, b);
  if (!aConcept || !other) return false;
  if (aConcept.code === other.code) return true;
  // two drug concepts with the same ingredients are the same medication (Lipitor and atorvastatin)
  const key = (c: Concept) => [...c.ingredients].sort().join('+');
  return aConcept.ingredients.length > 0 && key(aConcept) === key(other);
}

/** Shared ingredients first (the stronger match), then shared classes. */
function overlap(vocab: Vocabulary, drug: Concept, other: Concept): { via: 'ingredient' | 'class'; match: string } | null {
  const ingredient = drug.ingredients.find((name) => other.ingredients.includes(name));
  if (ingredient) return { via: 'ingredient', match: ingredientName(ingredient) };
  const shared = drug.classes.find((id) => other.classes.includes(id));
  if (shared) return { via: 'class', match: vocab.classes.get(shared)?.name ?? shared };
  return null;
}

export function checkAllergy(vocab: Vocabulary, candidate: ChartEntry, allergies: readonly ChartEntry[]): AllergyCheck {
  const concept = conceptOf(vocab, 'allergens', candidate);
  const duplicateOf = allergies.find((entry) => entry.id !== candidate.id && sameEntry(vocab, 'allergens', candidate, concept, entry)) ?? null;
  return { concept, duplicateOf };
}

export function checkMedication(
  vocab: Vocabulary,
  candidate: ChartEntry,
  chart: { allergies: readonly ChartEntry[]; medications: readonly ChartEntry[] },
): MedicationCheck {
  const concept = conceptOf(vocab, 'drugs', candidate);
  const medications = chart.medications.filter((entry) => entry.id === undefined || entry.id !== candidate.id);
  const duplicateOf = medications.find((entry) => sameEntry(vocab, 'drugs', candidate, concept, entry)) ?? null;
  const warnings: Warning[] = [];
  const unchecked: ChartEntry[] = [];
  for (const allergy of chart.allergies) {
    const allergen = conceptOf(vocab, 'allergens', allergy);
    if (!allergen) unchecked.push(allergy);
    else if (concept) {
      const found = overlap(vocab, concept, allergen);
      if (found) warnings.push({ kind: 'allergy', entry: allergy, ...found });
    }
  }
  for (const medication of medications) {
    if (medication === duplicateOf) continue;
    const other = conceptOf(vocab, 'drugs', medication);
    if (!other) unchecked.push(medication);
    else if (concept) {
      const found = overlap(vocab, concept, other);
      if (found) warnings.push({ kind: 'duplication', entry: medication, ...found });
    }
  }
  return { concept, duplicateOf, warnings, unchecked };
}

/** A warning in English words (the server's refusal message; the browser translates its own). */
export function describeWarning(candidate: string, warning: Warning): string {
  const what = warning.via === 'ingredient' ? `contains ${warning.match}` : `is in the class ${warning.match}`;
  return warning.kind === 'allergy'
    ? `${candidate} ${what}, and the patient is allergic to ${warning.entry.name}`
    : `${candidate} ${what}, like the active medication ${warning.entry.name} (therapeutic duplication)`;
}
