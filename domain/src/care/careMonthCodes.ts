/**
 * The CPT/HCPCS codes a patient-month of care management bills (care-and-ledger-rules.md §0–§2, Medicare CY2026):
 * CCM (99490/99439, 99491/99437, 99487/99489, G0506) and RPM (99453, 99445/99454, 99470/99457/99458). The
 * programs remote's live meter and the server's month close call this one function. Signature fixed by the spec.
 */

export interface CcmMonth {
  complex: boolean;
  staffMinutes: number;
  practitionerMinutes: number;
  initiatingVisit: boolean;
  g0506Billed: boolean;
  otherPractitionerBills: boolean;
}

export interface RpmMonth {
  deviceDays: number;
  setupBilled: boolean;
  managementMinutes: number;
  interactiveCommunication: boolean;
}

export interface CareMonthInput {
  month: string;
  apcm: boolean;
  ccm?: CcmMonth | null;
  rpm?: RpmMonth | null;
}

export interface CodeLine {
  code: string;
  units: number;
}

/** The first month these rules bill. */
export const CARE_RULES_FIRST_MONTH = '2026-01';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function minutes(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${field} must be a finite number of minutes, 0 or more (got ${String(value)})`);
  }
  return value;
}

function present<T>(value: T | null | undefined, field: string): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object') throw new RangeError(`${field} must be an object`);
  return value;
}

function ccmCodes(ccm: CcmMonth, apcm: boolean): CodeLine[] {
  const staff = minutes(ccm.staffMinutes, 'ccm.staffMinutes');
  const practitioner = minutes(ccm.practitionerMinutes, 'ccm.practitionerMinutes');
  // §1.1 APCM bundles CCM; §1.2 one CCM practitioner per patient-month (G0506 included, policy).
  if (apcm || ccm.otherPractitionerBills) return [];
  const lines: CodeLine[] = [];
  if (ccm.initiatingVisit && !ccm.g0506Billed) lines.push({ code: 'G0506', units: 1 });
  const total = staff + practitioner;
  if (ccm.complex && total >= 60) {
    lines.push({ code: '99487', units: 1 }, { code: '99489', units: Math.min(10, Math.floor((total - 60) / 30)) });
    return lines;
  }
  const practitionerPath = practitioner >= 30 ? Math.min(2, Math.floor((practitioner - 30) / 30)) : -1;
  const staffPath = total >= 20 ? Math.min(2, Math.floor((total - 20) / 20)) : -1;
  const practitionerCredit = practitionerPath < 0 ? -1 : 30 * (1 + practitionerPath);
  const staffCredit = staffPath < 0 ? -1 : 20 * (1 + staffPath);
  if (practitionerCredit >= 0 && practitionerCredit >= staffCredit) {
    lines.push({ code: '99491', units: 1 }, { code: '99437', units: practitionerPath });
  } else if (staffCredit >= 0) {
    lines.push({ code: '99490', units: 1 }, { code: '99439', units: staffPath });
  }
  return lines;
}

function rpmCodes(rpm: RpmMonth): CodeLine[] {
  const days = rpm.deviceDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 30) {
    throw new RangeError(`rpm.deviceDays must be a whole number from 0 to 30 (got ${String(days)})`);
  }
  const management = minutes(rpm.managementMinutes, 'rpm.managementMinutes');
  const lines: CodeLine[] = [];
  if (days >= 16) lines.push({ code: '99454', units: 1 });
  else if (days >= 2) lines.push({ code: '99445', units: 1 });
  if (!rpm.setupBilled && days >= 2) lines.push({ code: '99453', units: 1 });
  if (rpm.interactiveCommunication) {
    if (management >= 20) {
      lines.push({ code: '99457', units: 1 }, { code: '99458', units: Math.min(2, Math.floor((management - 20) / 20)) });
    } else if (management >= 10) {
      lines.push({ code: '99470', units: 1 });
    }
  }
  return lines;
}

export function careMonthCodes(input: CareMonthInput): CodeLine[] {
  if (typeof input !== 'object' || input === null) throw new RangeError('input must be an object');
  if (typeof input.month !== 'string' || !MONTH.test(input.month)) {
    throw new RangeError(`month must be written YYYY-MM (got ${String(input.month)})`);
  }
  if (input.month < CARE_RULES_FIRST_MONTH) {
    throw new RangeError(`month ${input.month} is before ${CARE_RULES_FIRST_MONTH}: these are the CY2026 rules`);
  }
  const ccm = present(input.ccm, 'ccm');
  const rpm = present(input.rpm, 'rpm');
  // every present program is checked (its minutes, its device days) before any rule suppresses its codes
  const lines = [...(rpm ? rpmCodes(rpm) : []), ...(ccm ? ccmCodes(ccm, Boolean(input.apcm)) : [])];
  return lines.filter((line) => line.units >= 1).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
