/**
 * `@emr/domain/server`: what every server shares and no browser loads — the record rules over
 * rows (tenant, role and field checks, plans of each write with the clinical safety rules,
 * audit and access-log entries, filter evaluation, user administration). The embedded
 * server (backend/) and the cloud resolver (amplify/functions/emr-api) both apply them, so a
 * rule is written once.
 */
export * from './access.ts';
export * from './accessLog.ts';
export * from './audit.ts';
export * from './billingTotals.ts';
export * from './careMonthBatch.ts';
export * from './careMonthOverview.ts';
export * from './fieldPolicy.ts';
export * from './normalise.ts';
export * from '../codes/codeSearch.ts';
export * from '../codes/diagnosisCodes.ts';
export * from '../histories.ts';
export * from './indexKeys.ts';
export * from './item.ts';
export * from './predicate.ts';
export * from './queryLimits.ts';
export * from './readingAlerts.ts';
export * from './recordRules.ts';
export * from './rules.ts';
export * from './sending.ts';
export * from './ruleTypes.ts';
export * from './userAdmin.ts';
export * from './visitSeries.ts';
export * from './writes.ts';
export { planStoredRowCheck } from './writePipeline.ts';
