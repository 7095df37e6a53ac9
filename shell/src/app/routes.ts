/**
 * Route prefixes that belong to remotes (spec §2). The shell knows only the prefixes, never
 * the remotes' code: a prefix whose module is missing from the manifest or switched off for
 * the clinic shows "not available" instead of a blank page.
 */
export const REMOTE_PREFIXES = [
  '/apps/patients',
  '/apps/patient',
  '/apps/visits',
  '/apps/calendar',
  '/apps/tasks',
  '/apps/claim',
  '/apps/payment',
  '/apps/billing',
  '/apps/program',
  '/apps/user',
  '/apps/roles',
] as const;
