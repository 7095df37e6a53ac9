/**
 * The care programs' write rules (care/carePrograms.ts) as a rule module: an enrolment reads
 * the patient's other enrolments (one active per program) and, when its billing practitioner
 * changes, the current month's time entries; a time entry reads its enrolment (active, same
 * patient and program, month not closed); a GLP-1 or Prolia dose reads the patient's medications
 * (the prior authorisation in force).
 */
import {
  assertEntryEnrolment,
  assertMonthOpen,
  assertPractitionerKept,
  assertReopenAllowed,
  assertSingleEnrolment,
  assertServiceDate,
  assertTimeEntrySpan,
  entryMonth,
  monthOf,
  withServiceDate,
} from '../care/carePrograms.ts';
import { assertAuthorisedDose, isInjectionProgram } from '../care/injectionPrograms.ts';
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

/** A dose of GLP-1 or Prolia reads the patient's medications: their prior authorisation must be in force. */
export const injectionRules: RecordRules = {
  reads(w): Reads {
    const row = sent(w);
    const patientId = text(row['PatientID']);
    return patientId && isInjectionProgram(row['Program']) ? { medications: { query: { index: 2, pk: pk.patient(w.caller.clinicId, 'Medication', patientId) } } } : {};
  },
  apply(w, row, got) {
    // only a new dose, or one moved into a program, is checked: an earlier dose stays editable
    if (isInjectionProgram(row['Program']) && got.has('medications') && (w.action === 'create' || w.input['Program'] !== undefined)) {
      assertAuthorisedDose(row['Program'], got.rows('medications'), w.now);
    }
    return row;
  },
};
