/**
 * The claim form's field rules: the domain's CLAIM_FIELD_RULES and CHARGE_LINE_FIELD_RULES (the
 * server checks every Claim and Charge with them, in the same sentences) over the header and each
 * line as the form would send them, its diagnosis pointers against the claim's filled slots. What
 * a payer would reject beyond them (no pointer, a $0 charge, duplicates) is the scrubber's
 * (`scrubClaim`).
 */
import { CHARGE_LINE_FIELD_RULES, CLAIM_FIELD_RULES, chargeSpecRecord } from '@emr/domain/fieldRules';
import type { TFunction } from 'i18next';
import { type FormProblems, specProblems } from '../formProblems.ts';
import { type ClaimHeader, type DraftLine, splitPointers } from './claimDraft.ts';

type HeaderField = 'patientId' | 'insuranceName' | 'memberId' | 'placeOfService' | 'serviceDate';
const HEADER_LABELS: Record<HeaderField, string> = { patientId: 'reports.patient', insuranceName: 'header.coverage', memberId: 'header.memberId', placeOfService: 'header.placeOfService', serviceDate: 'header.serviceDate' };

/** The header's problems (the fields `claimFields` sends). */
export function headerProblems(t: TFunction, header: ClaimHeader): FormProblems<HeaderField> {
  return specProblems(t, CLAIM_FIELD_RULES, header, {
    toRecord: (h) => ({ PatientID: h.patientId, InsuranceName: h.insuranceName, MemberID: h.memberId.trim(), PlaceOfService: h.placeOfService, ServiceDate: h.serviceDate }),
    fields: { PatientID: 'patientId', InsuranceName: 'insuranceName', MemberID: 'memberId', PlaceOfService: 'placeOfService', ServiceDate: 'serviceDate' },
    label: (field) => t(HEADER_LABELS[field]),
  });
}

type LineField = 'code' | 'description' | 'units' | 'amount' | 'pointers';

/** A line's problems (the fields `chargeFields` sends; an empty charge is $0 until priced), its pointers against the claim's `filled` slots ('AB'). */
export function lineProblems(t: TFunction, line: DraftLine, filled: string): FormProblems<LineField> {
  return specProblems(t, CHARGE_LINE_FIELD_RULES, line, {
    toRecord: (l) =>
      chargeSpecRecord({ CPTCode: l.code.trim().toUpperCase(), Description: l.description.trim(), Units: l.units.trim(), Amount: l.amount.trim() || '0', DiagnosisPointers: splitPointers(l.pointers) }, filled),
    fields: { CPTCode: 'code', Description: 'description', Units: 'units', Amount: 'amount', DiagnosisPointers: 'pointers' },
    label: (field) => t(field === 'pointers' ? 'lines.pointersName' : `lines.${field}`),
  });
}
