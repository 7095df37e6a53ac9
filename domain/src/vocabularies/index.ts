/**
 * `@emr/domain/vocabularies`: the bundled drug and allergen vocabulary and the cross-checks
 * that use it. Its own entry, not part of the root: the browser loads it with the first
 * medication or allergy form (a lazy chunk), the server imports it directly.
 */
export * from './vocabulary.ts';
export * from './checks.ts';
export * from './clinicalRules.ts';
export * from './reviewRules.ts';
