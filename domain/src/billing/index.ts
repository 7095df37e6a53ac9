/**
 * `@emr/domain/billing`: the billing rules beyond the three the root exports (money,
 * `claimBalance`, `paymentPlanSchedule`): the scrubber, payment allocation, charges from a visit,
 * the reports' arithmetic, corrections, plan cancellation and the fee schedule. An entry of its
 * own (and a Module Federation singleton), so a page that bills nothing does not load them.
 */
export * from './scrubClaim.ts';
export * from './allocatePayment.ts';
export * from './visitBilling.ts';
export * from './chargeSummary.ts';
export * from './billingReports.ts';
export * from './billingTotals.ts';
export * from './aging.ts';
export * from './claimCorrection.ts';
export * from './planCancellation.ts';
export * from './feeSchedule.ts';
