/** The migration that marks, on RPM enrolments closed before the close wrote it, the month whose claim carried the set-up (99453). */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setupMonth } from '@emr/domain/care';
import { buildItem } from '@emr/domain/server';
import { type AppHarness, startAppWith } from '../testing/appHarness.ts';
import { markRpmSetups } from './rpmSetupMarks.ts';
import { createRecordStore } from './store.ts';

let h: AppHarness;
before(async () => ({ h } = await startAppWith(['north'], [])));
after(() => h.close());

test("an RPM enrolment closed before the mark gets the month of its first claim with 99453; one whose claims had none, or marked already, is left as it is", () => {
  const store = createRecordStore(h.app.db);
  const at = new Date().toISOString();
  let n = 0;
  const stored = (kind: 'ProgramEnrollment' | 'Claim' | 'Charge', fields: Record<string, unknown>) => {
    const id = `${kind}-${++n}`;
    store.insert(buildItem({ id, clinicId: 'north', kind, fields, version: 1, createdAt: at, updatedAt: at }));
    return id;
  };
  const enrolled = (patientId: string, extra: Record<string, unknown> = {}) =>
    stored('ProgramEnrollment', { PatientID: patientId, Program: 'rpm', EnrollmentDate: '2026-07-01T12:00:00.000Z', Status: 'Active', CustomArray: ['2026-07', '2026-08', '2026-09'], ...extra });
  const claim = (patientId: string, month: string, codes: string[]) => {
    const id = stored('Claim', { PatientID: patientId, ClaimDate: at, CareMonth: `rpm:${month}`, Status: 'Draft' });
    for (const code of codes) stored('Charge', { LinkedToClaim: id, CPTCode: code, Units: 1, Amount: 0 });
  };
  const late = enrolled('NO-000001');
  claim('NO-000001', '2026-07', ['99457']);
  claim('NO-000001', '2026-08', ['99453', '99454']);
  claim('NO-000001', '2026-09', ['99454']);
  const none = enrolled('NO-000002');
  claim('NO-000002', '2026-08', ['99457']);
  const marked = enrolled('NO-000003', { CustomTime: '2026-07-01T00:00:00.000Z' });
  claim('NO-000003', '2026-08', ['99453']);

  assert.equal(markRpmSetups(h.app.db), 1);
  const month = (id: string) => setupMonth(store.get('north', id));
  assert.deepEqual([month(late), month(none), month(marked)], ['2026-08', '', '2026-07']);
  assert.equal(markRpmSetups(h.app.db), 0, 'a second run changes nothing');
});
