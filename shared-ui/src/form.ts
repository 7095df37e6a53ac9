/**
 * `@emr/shared-ui/form`: the form helpers (react-hook-form + zod). Their own entry and Module
 * Federation singleton, so a page without a form (the user list, the chart's summary) loads
 * neither react-hook-form nor zod; the pages with forms load them once, on first use.
 */
export * from './components/form/fieldRules.ts';
export * from './components/form/domainRules.ts';
export * from './components/form/TextField.tsx';
export * from './components/form/useZodForm.ts';
