/**
 * The remote's routes (spec §2): the patient list and registration, and one patient's chart at
 * /apps/patient/{PatientID} with its sub-pages at /apps/patient/{PatientID}/{SubPage}.
 */
export const PATIENTS_PREFIXES = ['/apps/patients', '/apps/patient'] as const;

export const paths = {
  list: '/apps/patients/list',
  add: '/apps/patients/add',
  edit: (patientId: string) => `/apps/patient/edit/${encodeURIComponent(patientId)}`,
  chart: (patientId: string) => `/apps/patient/${encodeURIComponent(patientId)}`,
  subPage: (patientId: string, subPage: string, recordId?: string) =>
    `/apps/patient/${encodeURIComponent(patientId)}/${subPage}${recordId ? `/${encodeURIComponent(recordId)}` : ''}`,
  visit: (visitId: string) => `/apps/visits/edit/${encodeURIComponent(visitId)}`,
};

export const underPrefix = (pathname: string) =>
  PATIENTS_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
