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
  assertTimeEntrySpan,
  monthOf,
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
  apply(w, row, got) {
    assertTimeEntrySpan(row);
    if (!text(row['LinkedToProgram'])) return row;
    const enrolment = got.row('enrolment');
    assertEntryEnrolment(row, enrolment, w.action === 'create');
    // the month the entry was in stays locked; a new entry counts in the month it is recorded
    if (w.before) assertMonthOpen(monthOf(text(w.before['Timestamp'])), enrolment);
    assertMonthOpen(monthOf(w.before ? text(row['Timestamp']) : w.now), enrolment);
    return row;
  },
  checkDelete(w, got) {
    if (got.has('enrolment')) assertMonthOpen(monthOf(text(w.before?.['Timestamp'])), got.row('enrolment'));
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
