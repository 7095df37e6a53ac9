/**
 * The Linked* sub-pages of a visit: which record kind each shows, the fields that describe one
 * record of that kind, and where the record lives in the chart. One table of settings, one
 * panel (LinkedRecordsPanel.tsx) for the five pages.
 */
import { type ChartSubPage, type EntityType, type VisitSubPage, paths } from '@emr/domain';

export type LinkedSubPage = Extract<VisitSubPage, `Linked${string}`>;

export interface LinkedKind {
  kind: EntityType;
  /** Fields that describe a record, the first non-empty ones shown, in this order. */
  fields: readonly string[];
  /** Where one record opens: its chart page, or (a visit) its own page. */
  href: (record: { id: string; patientId: string }) => string;
}

const chart = (page: ChartSubPage) => ({ patientId }: { patientId: string }) => paths.patientSubPage(patientId, page);

export const LINKED_KINDS: Record<LinkedSubPage, LinkedKind> = {
  LinkedLabs: { kind: 'Lab', fields: ['Component', 'LabType', 'Result', 'Unit'], href: chart('PatientLabs') },
  LinkedDIs: { kind: 'Imaging', fields: ['ImagingType', 'Status'], href: chart('PatientDIs') },
  LinkedProcedures: { kind: 'Procedure', fields: ['ProcedureType', 'SurgeryType'], href: chart('PatientProcedures') },
  LinkedReferrals: { kind: 'Referral', fields: ['ReferralType', 'Status'], href: chart('PatientReferrals') },
  LinkedVisits: { kind: 'Visit', fields: ['VisitType', 'VisitStatus'], href: ({ id }) => paths.visitEdit(id) },
};

export const LINKED_SUB_PAGES = Object.keys(LINKED_KINDS) as LinkedSubPage[];

export const isLinkedSubPage = (subPage: string | undefined): subPage is LinkedSubPage => LINKED_SUB_PAGES.includes(subPage as LinkedSubPage);
