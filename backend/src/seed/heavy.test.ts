/** The chart benchmark's long chart: the counts it promises, valid rows, panels with their component rows. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { EntityType } from '@emr/domain';
import { validateRecord } from '@emr/domain/schemas';
import { createApp } from '../app.ts';
import { seedLarge } from './large.ts';

test('seed:large --heavy-patient adds one patient with 1,000 visits, their vitals and 5,000 lab results', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emr-heavy-'));
  try {
    const result = seedLarge({ dataDir: dir, patients: 0, heavyPatient: true, log: () => undefined });
    assert.equal(result.heavyPatientId, 'NS-900001');
    const app = createApp({ dataDir: dir, publicOrigin: 'http://localhost', log: () => undefined });
    try {
      const rows = (app.db.prepare("SELECT entity_type, item FROM emr WHERE json_extract(item, '$.PatientID') = ?").all('NS-900001') as { entity_type: EntityType; item: string }[])
        .map((r) => ({ kind: r.entity_type, item: JSON.parse(r.item) as Record<string, unknown> }));
      const count = (kind: EntityType, where: (item: Record<string, unknown>) => boolean = () => true) => rows.filter((r) => r.kind === kind && where(r.item)).length;
      assert.equal(count('Patient'), 1);
      assert.equal(count('Visit'), 1000);
      assert.equal(count('Vitals'), 1000);
      assert.equal(count('Lab', (item) => item['IsPanel'] === false), 5000);
      const panels = rows.filter((r) => r.kind === 'Lab' && r.item['IsPanel'] === true);
      assert.ok(panels.length > 100);
      const panel = panels[0]!.item;
      assert.equal(count('Lab', (item) => item['CustomID'] === panel['id']), (panel['LabResults'] as unknown[]).length);
      for (const { kind, item } of rows) assert.equal(validateRecord(kind, item), null, `${kind} ${JSON.stringify(item).slice(0, 200)}`);
    } finally {
      app.db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
