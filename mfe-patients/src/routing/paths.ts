/** The remote's route prefixes (the patients module of the catalog, `@emr/domain`). */
import { catalogModule, isUnder } from '@emr/domain';

export const PATIENTS_PREFIXES = catalogModule('patients').routes;

export const underPrefix = (pathname: string) => isUnder(PATIENTS_PREFIXES, pathname);
