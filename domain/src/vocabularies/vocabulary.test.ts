import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkAllergy, checkMedication, describeWarning } from './checks.ts';
import { buildVocabulary, resolveName, searchConcepts, vocabulary } from './vocabulary.ts';

const vocab = vocabulary();

test('the tables are consistent: every class and ingredient a row names exists', () => {
  const built = buildVocabulary();
  for (const concept of built.concepts.values()) {
    for (const id of concept.classes) assert.ok(built.classes.has(id), `${concept.code} names unknown class ${id}`);
    for (const name of concept.ingredients) assert.ok(built.concepts.has(`ing:${name}`), `${concept.code} names unknown ingredient ${name}`);
    if (concept.kind === 'product') assert.ok(concept.ingredients.length > 0 && concept.classes.length > 0, `${concept.code} has ingredients and classes`);
  }
  const ingredients = [...built.concepts.values()].filter((c) => c.kind === 'ingredient');
  assert.ok(ingredients.length >= 300, `a few hundred drugs (${ingredients.length})`);
});

test('typed names resolve: case, brands, combinations, label words and bracketed brands', () => {
  assert.equal(resolveName(vocab, 'drugs', 'AMOXICILLIN')?.code, 'ing:amoxicillin');
  assert.equal(resolveName(vocab, 'drugs', 'Lipitor')?.ingredients.join(), 'atorvastatin');
  assert.deepEqual(resolveName(vocab, 'drugs', 'amoxicillin/clavulanate')?.ingredients, ['amoxicillin', 'clavulanate']);
  assert.equal(resolveName(vocab, 'drugs', 'Metformin ER')?.code, 'ing:metformin');
  assert.equal(resolveName(vocab, 'drugs', 'Apixaban (Eliquis)')?.code, 'ing:apixaban');
  assert.equal(resolveName(vocab, 'drugs', 'Hydrocortisone 2.5% cream')?.code, 'ing:hydrocortisone');
  assert.equal(resolveName(vocab, 'allergens', 'penicillin')?.code, 'allergen:penicillins');
  assert.equal(resolveName(vocab, 'allergens', 'Sulfa drugs')?.code, 'allergen:sulfonamide-antibiotics');
  assert.equal(resolveName(vocab, 'allergens', 'Peanuts')?.code, 'allergen:peanut');
  assert.equal(resolveName(vocab, 'drugs', 'Grandma’s tonic'), null);
});

test('search finds entries by any word of any of their names', () => {
  assert.equal(searchConcepts(vocab.drugs, 'amox')[0]?.code, 'ing:amoxicillin');
  assert.ok(searchConcepts(vocab.drugs, 'clav').some((c) => c.code === 'prod:augmentin'));
  assert.ok(searchConcepts(vocab.allergens, 'shrimp').some((c) => c.code === 'allergen:shellfish'));
});

test('amoxicillin for a patient allergic to penicillin is a class match; Augmentin for one allergic to amoxicillin an ingredient match', () => {
  const check = checkMedication(vocab, { name: 'Amoxicillin' }, { allergies: [{ id: 'a1', name: 'Penicillin' }], medications: [] });
  assert.equal(check.duplicateOf, null);
  assert.deepEqual(check.warnings.map((w) => [w.kind, w.via, w.match, w.entry.id]), [['allergy', 'class', 'Penicillins', 'a1']]);
  assert.equal(describeWarning('Amoxicillin', check.warnings[0]!), 'Amoxicillin is in the class Penicillins, and the patient is allergic to Penicillin');
  const augmentin = checkMedication(vocab, { name: 'Augmentin', code: 'prod:augmentin' }, { allergies: [{ name: 'amoxicillin' }], medications: [] });
  assert.deepEqual(augmentin.warnings.map((w) => [w.via, w.match]), [['ingredient', 'Amoxicillin']]);
  assert.deepEqual(checkMedication(vocab, { name: 'Azithromycin' }, { allergies: [{ name: 'Penicillin' }, { name: 'Peanut' }], medications: [] }).warnings, []);
});

test('two statins are a therapeutic duplication; the same drug twice is a duplicate; a shared ingredient warns', () => {
  const statin = checkMedication(vocab, { name: 'Rosuvastatin' }, { allergies: [], medications: [{ id: 'm1', name: 'Atorvastatin' }] });
  assert.deepEqual(statin.warnings.map((w) => [w.kind, w.via, w.entry.id]), [['duplication', 'class', 'm1']]);
  assert.equal(statin.duplicateOf, null);
  assert.equal(checkMedication(vocab, { name: 'Lipitor' }, { allergies: [], medications: [{ id: 'm1', name: 'atorvastatin' }] }).duplicateOf?.id, 'm1');
  assert.equal(checkMedication(vocab, { name: 'my tonic' }, { allergies: [], medications: [{ id: 'm2', name: 'My  Tonic' }] }).duplicateOf?.id, 'm2');
  const apap = checkMedication(vocab, { name: 'Tylenol' }, { allergies: [], medications: [{ id: 'm3', name: 'Norco' }] });
  assert.deepEqual(apap.warnings.map((w) => [w.via, w.match]), [['ingredient', 'Acetaminophen']]);
  // the medication being edited is not its own duplicate
  assert.equal(checkMedication(vocab, { id: 'm1', name: 'Atorvastatin' }, { allergies: [], medications: [{ id: 'm1', name: 'Atorvastatin' }] }).duplicateOf, null);
});

test('what cannot be checked is said: an uncoded medication, an uncoded allergy', () => {
  const uncoded = checkMedication(vocab, { name: 'Herbal blend' }, { allergies: [{ name: 'Penicillin' }], medications: [] });
  assert.equal(uncoded.concept, null);
  const unknownAllergy = checkMedication(vocab, { name: 'Amoxicillin' }, { allergies: [{ name: 'That pink pill' }], medications: [] });
  assert.deepEqual(unknownAllergy.unchecked.map((e) => e.name), ['That pink pill']);
});

test('an allergy already recorded is a duplicate whatever its case or code', () => {
  assert.equal(checkAllergy(vocab, { name: 'penicillin' }, [{ id: 'a1', name: 'Penicillin' }]).duplicateOf?.id, 'a1');
  assert.equal(checkAllergy(vocab, { name: 'PCN' }, [{ id: 'a1', name: 'Penicillins', code: 'allergen:penicillins' }]).duplicateOf?.id, 'a1');
  assert.equal(checkAllergy(vocab, { name: 'Amoxicillin' }, [{ id: 'a1', name: 'Penicillin' }]).duplicateOf, null);
  assert.equal(checkAllergy(vocab, { id: 'a1', name: 'Penicillin' }, [{ id: 'a1', name: 'Penicillin' }]).duplicateOf, null);
});
