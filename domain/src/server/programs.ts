/**
 * The care programs' write rules (care/carePrograms.ts) as a rule module: an enrolment reads
 * the patient's other enrolments (one active per program) and, when its billing practitioner
 * changes, the current month's time entries; a time entry belongs to an active enrolment of its
 * patient and program, and its month is open — closed or not for the patient's program whatever
 * enrolment it links to (the patient's enrolments read), checked on the row as it will be
 * stored and on the month it leaves; an injection enrolment keeps to its program's protocols; a
 * GLP-1 or Prolia dose needs an authorisation in force on the day given (the patient's
 * medications and enrolments read), a GLP-1 dose also keeps to the escalation of its protocol.
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
  isActiveEnrolment,
  monthOf,
  withServiceDate,
} from '../care/carePrograms.ts';
import { assertAuthorisedDose, isAuthorisedProgram, isInjectionProgram } from '../care/injectionPrograms.ts';
import { assertGlp1Dose, assertInjectionEnrolment, givenMilligrams, glp1ProtocolOf } from '../care/injectionProtocols.ts';
import { AppError, ERROR_TYPES } from '../errors.ts';
import { pk } from '../keys.ts';
import type { Fields, Reads, RecordRules, WriteContext } from './ruleTypes.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sent = ({ before, input }: WriteContext): Fields => ({ ...before, ...input });
const enrolmentsOf = (clinic: string, patientId: string) => ({ query: { index: 2 as const, pk: pk.patient(clinic, 'ProgramEnrollment', patientId) } });

export const enrolmentRules: RecordRules = {
  reads(w): Reads {
    const row = sent(w);
    const patientId = text(row['PatientID']);
    const reads: Record<string, Reads[string]> = patientId ? { enrolments: enrolmentsOf(w.caller.clinicId, patientId) } : {};
    if (w.before && w.input['AssignedTo'] !== undefined && text(w.input['AssignedTo']) !== text(w.before['AssignedTo'])) {
      reads['month entries'] = { query: { index: 5, pk: pk.parent(w.caller.clinicId, 'TimeEntry', w.before.id), sk: { beginsWith: monthOf(w.now) } } };
    }
    return reads;
  },
  apply(w, row, got) {
    if (got.has('enrolments')) assertSingleEnrolment(row, got.rows('enrolments'));
    if (isInjectionProgram(row['Program'])) assertInjectionEnrolment(row['Program'], row);
    if (w.before) {
      assertReopenAllowed(w.before, row, w.caller.group);
      if (got.has('month entries')) assertPractitionerKept(w.before, row, got.rows('month entries').length);
    }
    return row;
  },
};

export const timeEntryRules: RecordRules = {
  // the patient's enrolments (a month is closed for the patient's program on any of them) and the entry's own
  reads(w): Reads {
    const row = sent(w);
    const [patientId, enrolmentId] = [text(row['PatientID']), text(row['LinkedToProgram'])];
    return { ...(patientId ? { enrolments: enrolmentsOf(w.caller.clinicId, patientId) } : {}), ...(enrolmentId && w.action !== 'delete' ? { enrolment: { get: enrolmentId } } : {}) };
  },

  apply(w, sentRow, got) {
    const row = withServiceDate(sentRow, w.now);
    assertTimeEntrySpan(row);
    const enrolment = got.has('enrolment') ? got.row('enrolment') : undefined;
    // a new entry needs its enrolment active; its date of service is not in the future, nor before the consent
    assertEntryEnrolment(row, enrolment, w.action === 'create');
    assertServiceDate(row, enrolment, w.now);
    // the entry counts in the month of its date of service: that month, and the one it leaves, must be open
    const enrolments = got.has('enrolments') ? got.rows('enrolments') : [];
    if (w.before) assertMonthOpen(entryMonth(w.before), w.before['Program'], enrolments);
    assertMonthOpen(entryMonth(row), row['Program'], enrolments);
    return row;
  },

  // a stored entry belongs to an enrolment of its patient and program, whatever wrote it
  invariantReads: (_w, row): Reads => (text(row['LinkedToProgram']) ? { enrolment: { get: text(row['LinkedToProgram']) } } : {}),
  invariant: (_w, row, got) => assertEntryEnrolment(row, got.has('enrolment') ? got.row('enrolment') : undefined, false),

  checkDelete(w, got) {
    if (w.before && got.has('enrolments')) assertMonthOpen(entryMonth(w.before), w.before['Program'], got.rows('enrolments'));
  },
};

/** Whether a write sets a dose's facts: a new dose, or one given another program, day or patient. */
const setsDose = (w: WriteContext) => w.action === 'create' || ['Program', 'DateAdministered', 'PatientID'].some((field) => w.input[field] !== undefined && w.input[field] !== w.before?.[field]);

/**
 * A dose of GLP-1 or Prolia reads the patient's medications and enrolments: an authorisation must
 * be in force on the day it is given. A GLP-1 dose also reads the patient's earlier doses: it
 * keeps to the escalation of its protocol (the enrolment's, else its product's; a dose whose
 * protocol neither names is refused, not let through unchecked). Checked when the dose's facts
 * are set (an earlier dose stays editable after its authorisation ends).
 */
export const injectionRules: RecordRules = {
  reads(w): Reads {
    const row = sent(w);
    const patientId = text(row['PatientID']);
    if (!patientId || !isAuthorisedProgram(row['Program'])) return {};
    return {
      medications: { query: { index: 2, pk: pk.patient(w.caller.clinicId, 'Medication', patientId) } },
      enrolments: enrolmentsOf(w.caller.clinicId, patientId),
      ...(row['Program'] === 'glp1' ? { doses: { query: { index: 2, pk: pk.patient(w.caller.clinicId, 'Injection', patientId) } } } : {}),
    };
  },
  apply(w, row, got) {
    const program = row['Program'];
    if (!isAuthorisedProgram(program) || !got.has('medications')) return row;
    const given = text(row['DateAdministered']) || w.now;
    const enrolment = got.rows('enrolments').find((e) => e['Program'] === program && isActiveEnrolment(e));
    if (setsDose(w)) assertAuthorisedDose(program, got.rows('medications'), enrolment, given.slice(0, 10));
    if (program === 'glp1' && (setsDose(w) || w.input['Dosage'] !== undefined)) {
      const protocol = glp1ProtocolOf(enrolment, row);
      if (!protocol) {
        throw new AppError(ERROR_TYPES.validation, 'Dosage: the GLP-1 escalation this dose follows is not known: choose the protocol on the enrolment (wegovy, ozempic or tirzepatide)', { Dosage: 'No escalation protocol' });
      }
      const earlier = got
        .rows('doses')
        .filter((dose) => dose.id !== w.before?.id && dose['Program'] === 'glp1' && text(dose['DateAdministered']) <= given)
        .sort((a, b) => text(a['DateAdministered']).localeCompare(text(b['DateAdministered'])))
        .map(givenMilligrams);
      assertGlp1Dose(protocol, row['Dosage'] ?? givenMilligrams(row), earlier);
    }
    return row;
  },
};
