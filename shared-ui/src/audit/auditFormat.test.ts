/** Audit changes in words: labels, values, staff names, appended history entries; nothing internal or raw. */
import '../audit.ts';
import { i18n } from '@emr/shared-ui/core';
import { fieldWords, readableChanges } from './auditFormat.ts';

const context = { t: i18n.getFixedT('en', ['audit', 'common']), language: 'en', staffName: (id: string) => (id === 'u-1' ? 'Sarah Lindqvist, NP' : null) };

test('fields are labelled, or read as their own words', () => {
  expect(fieldWords('PriorAuthorizationStatus')).toBe('Prior authorization status');
  expect(fieldWords('CPTCode')).toBe('CPT code');
  const [dob, other] = readableChanges(
    [
      { field: 'DOB', from: null, to: '1968-04-12T00:00:00.000Z' },
      { field: 'CustomString', from: 'a', to: 'b' },
    ],
    context,
  );
  expect(dob).toMatchObject({ label: 'Date of birth', kind: 'set', to: 'Apr 12, 1968' });
  expect(other).toMatchObject({ label: 'Custom string', kind: 'changed', from: 'a', to: 'b' });
});

test('ids become names, JSON becomes labelled words, internal fields are left out', () => {
  const lines = readableChanges(
    [
      { field: 'id', from: null, to: 'row-1' },
      { field: 'ClinicID', from: null, to: 'north' },
      { field: 'AssignedTo', from: 'u-1', to: 'u-gone' },
      { field: 'Vitals', from: null, to: '{"systolic":120,"diastolic":80}' },
      { field: 'Role', from: 'user', to: 'admin' },
      { field: 'Smoking', from: true, to: false },
      { field: 'Note', from: 'old', to: null },
    ],
    context,
  );
  expect(lines.map((l) => [l.label, l.kind, l.from, l.to])).toEqual([
    ['Assigned to', 'changed', 'Sarah Lindqvist, NP', 'a former staff member'],
    ['Measurements', 'set', '(empty)', 'Systolic: 120, Diastolic: 80'],
    ['Role', 'changed', 'Clinician', 'Administrator'],
    ['Smoking', 'changed', 'Yes', 'No'],
    ['Note', 'cleared', 'old', '(empty)'],
  ]);
});

test('a history the server appends to shows only the entry added, with the name it carries', () => {
  const entry = { status: 'Stopped', by: 'u-9', byName: 'Ana Álvarez', at: '2025-03-03T09:30:00.000Z' };
  const [line] = readableChanges([{ field: 'MedicationHistory', from: JSON.stringify([{ status: 'Started' }]), to: JSON.stringify([{ status: 'Started' }, entry]) }], context);
  expect(line!.kind).toBe('added');
  expect(line!.to).toMatch(/^Status: Stopped, By: Ana Álvarez, When: Mar 3, 2025, \d{1,2}:\d{2}/);
});
