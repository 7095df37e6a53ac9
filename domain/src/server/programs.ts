/**
 * The care programs' write rules (care/carePrograms.ts) as a rule module: an enrolment reads
 * the patient's other enrolments (one active per program) and, when its billing practitioner
 * changes, the current month's time entries; a time entry reads its enrolment (active, same
 * patient and program, month not closed); an injection enrolment keeps to its program's protocols;
 * a GLP-1 or Prolia dose reads the patient's medications (the prior authorisation in force), a
 * GLP-1 dose also the escalation. The set-up mark (`CustomTime`) is the month close's alone.
 */
import {
  assertEntryEnrolment,
  assertMonthOpen,
  assertPractitionerKept,
  assertReopenAllowed,
  assertSetupMarkKept,
  assertSingleEnrolment,
  assertServiceDate,
  assertTimeEntrySpan,
  entryMonth,
  monthOf,
  withServiceDate,
} from '../care/carePrograms.ts';
import { assertAuthorisedDose, isInjectionProgram } from '../care/injectionPrograms.ts';
import { assertGlp1Dose, assertInjectionEnrolment, givenMilligrams, glp1ProtocolOf } from '../care/injectionProtocols.ts';
import { pk } from '../keys.ts';
import type { Fields, Reads, RecordRules, WriteContext } from './ruleTypes.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sent = ({ before, input }: WriteContext): Fields => ({ ...before, ...input });

export const enrolmentRules: RecordRules = {
  reads(w): Reads {
    const row = sent(w);
    const patientId = text(row['PatientID']);
    const reads: Record<string, Reads[string]> = patientId ? { enrolments: { query: { index: 2, pk: pk.patient(w.caller.clinicId, 'ProgramEnrollment', patientId) } } } : {};
    if (w.before && w.input['AssignedTo'] !== undefined && text(w.input['AssignedTo']) !== text(w.before['AssignedTo'])) {
      reads['month entries'] = { query: { index: 5, pk: pk.parent(w.caller.clinicId, 'TimeEntry', w.before.id), sk: { beginsWith: monthOf(w.now) } } };
    }
    return reads;
  },
  apply(w, row, got) {
    if (got.has('enrolments')) assertSingleEnrolment(row, got.rows('enrolments'));
    if (isInjectionProgram(row['Program'])) assertInjectionEnrolment(row['Program'], row);
    if (!w.system) assertSetupMarkKept(w.before, row);
    if (w.before) {
      assertReopenAllowed(w.before, row, w.caller.group);
      if (got.has('month entries')) assertPractitionerKept(w.before, row, got.rows('month entries').length);
    }
    return row;
  },
};

export const timeEntryRules: RecordRules = {
  reads(w): Reads {
    const enrolmentId = text(sent(w)['LinkedToProgram']);
    return enrolmentId ? { enrolment: { get: enrolmentId } } : {};
  },
  apply(w, sentRow, got) {
    const row = withServiceDate(sentRow, w.now);
    assertTimeEntrySpan(row);
    if (!text(row['LinkedToProgram'])) return row;
    const enrolment = got.row('enrolment');
    assertEntryEnrolment(row, enrolment, w.action === 'create');
    assertServiceDate(row, enrolment, w.now);
    // the entry counts in the month of its date of service: that month, and the one it left, must be open
    if (w.before) assertMonthOpen(entryMonth(w.before), enrolment);
    assertMonthOpen(entryMonth(row), enrolment);
    return row;
  },
  checkDelete(w, got) {
    if (got.has('enrolment') && w.before) assertMonthOpen(entryMonth(w.before), got.row('enrolment'));
  },
};

/**
 * A dose of GLP-1 or Prolia reads the patient's medications: their prior authorisation must be in
 * force. A GLP-1 dose also reads the patient's enrolments and earlier doses: it keeps to the
 * escalation (injectionProtocols.ts).
 */
export const injectionRules: RecordRules = {
  reads(w): Reads {
    const row = sent(w);
    const patientId = text(row['PatientID']);
    if (!patientId || !isInjectionProgram(row['Program'])) return {};
    const medications = { query: { index: 2 as const, pk: pk.patient(w.caller.clinicId, 'Medication', patientId) } };
    if (row['Program'] !== 'glp1') return { medications };
    return {
      medications,
      enrolments: { query: { index: 2, pk: pk.patient(w.caller.clinicId, 'ProgramEnrollment', patientId) } },
      doses: { query: { index: 2, pk: pk.patient(w.caller.clinicId, 'Injection', patientId) } },
    };
  },
  apply(w, row, got) {
    // only a new dose, or one moved into a program or given another dose, is checked: an earlier dose stays editable
    const checked = w.action === 'create' || w.input['Program'] !== undefined;
    if (isInjectionProgram(row['Program']) && got.has('medications') && checked) assertAuthorisedDose(row['Program'], got.rows('medications'), w.now);
    if (row['Program'] === 'glp1' && got.has('doses') && (checked || w.input['Dosage'] !== undefined)) {
      const enrolment = got.rows('enrolments').find((e) => e['Program'] === 'glp1' && e['Status'] === 'Active');
      const protocol = glp1ProtocolOf(enrolment, row);
      const given = text(row['DateAdministered']) || w.now;
      const earlier = got
        .rows('doses')
        .filter((dose) => dose.id !== w.before?.id && dose['Program'] === 'glp1' && text(dose['DateAdministered']) <= given)
        .sort((a, b) => text(a['DateAdministered']).localeCompare(text(b['DateAdministered'])))
        .map(givenMilligrams);
      if (protocol) assertGlp1Dose(protocol, row['Dosage'] ?? givenMilligrams(row), earlier);
    }
    return row;
  },
};
