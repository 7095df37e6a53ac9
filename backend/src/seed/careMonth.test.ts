/** The care-programs benchmark's month: N patients in CCM, each with last month's entries, all valid. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { EntityType } from '@emr/domain';
import { validateRecord } from '@emr/domain/schemas';
import { createApp } from '../app.ts';
import { seedLarge } from './large.ts';

test('seed:large --care-month enrols that many added patients in CCM with last month\'s time entries', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emr-care-month-'));
  try {
    const now = new Date('2026-11-24T15:00:00Z');
    seedLarge({ dataDir: dir, patients: 60, careMonth: 25, now, log: () => undefined });
    const app = createApp({ dataDir: dir, publicOrigin: 'http://localhost', log: () => undefined });
    try {
      const rows = (app.db.prepare("SELECT entity_type, item FROM emr WHERE entity_type IN ('ProgramEnrollment', 'TimeEntry')").all() as { entity_type: EntityType; item: string }[])
        .map((r) => ({ kind: r.entity_type, item: JSON.parse(r.item) as Record<string, unknown> }));
      const added = rows.filter((r) => r.item['Note'] === 'Care plan reviewed with the patient.');
      assert.equal(added.length, 25);
      assert.equal(new Set(added.map((r) => r.item['PatientID'])).size, 25);
      const enrolments = new Set(added.map((r) => String(r.item['id'])));
      const entries = rows.filter((r) => r.kind === 'TimeEntry' && enrolments.has(String(r.item['LinkedToProgram'])));
      // every enrolled patient has last month's entries (October, the month before the 24th of November)
      assert.equal(new Set(entries.map((r) => r.item['PatientID'])).size, 25);
      assert.ok(entries.every((r) => String(r.item['ServiceDate']).startsWith('2026-10')));
      for (const { kind, item } of rows) assert.equal(validateRecord(kind, item), null, `${kind} ${JSON.stringify(item).slice(0, 200)}`);
    } finally {
      app.db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
