/** The visits benchmark's busy year: the counts it promises, valid rows, today's board as the server pages it. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { EntityType } from '@emr/domain';
import { validateRecord } from '@emr/domain/schemas';
import { createApp } from '../app.ts';
import { seedLarge } from './large.ts';

test('seed:large --schedule books 300 visits today and the ordinary count on other weekdays, with tasks and meetings, all valid', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emr-schedule-'));
  const now = new Date('2026-11-24T15:00:00Z'); // a Tuesday
  try {
    seedLarge({ dataDir: dir, patients: 0, schedule: { perDay: 12, today: 300, tasksPerDay: 3, days: 14 }, now, log: () => undefined });
    const app = createApp({ dataDir: dir, publicOrigin: 'http://localhost', log: () => undefined });
    try {
      const rows = (app.db.prepare("SELECT entity_type, item FROM emr WHERE entity_type IN ('Visit', 'Task', 'CalendarEvent') AND clinic_id = 'northside'").all() as { entity_type: EntityType; item: string }[])
        .map((r) => ({ kind: r.entity_type, item: JSON.parse(r.item) as Record<string, unknown> }));
      const onDay = (kind: EntityType, field: string, day: string) => rows.filter((r) => r.kind === kind && String(r.item[field]).slice(0, 10) === day).length;
      // the demo books some visits of its own; the schedule adds exactly its count on top
      assert.ok(onDay('Visit', 'VisitDate', '2026-11-24') >= 300);
      assert.ok(onDay('Visit', 'VisitDate', '2026-11-25') >= 12);
      assert.ok(onDay('Task', 'DueDate', '2026-11-20') >= 3);
      assert.equal(onDay('Visit', 'VisitDate', '2026-11-28'), 0, 'no visits on a Saturday');
      assert.ok(rows.some((r) => r.kind === 'CalendarEvent' && r.item['Title'] === 'Staff meeting'));
      for (const { kind, item } of rows) assert.equal(validateRecord(kind, item), null, `${kind} ${JSON.stringify(item).slice(0, 200)}`);
    } finally {
      app.db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
