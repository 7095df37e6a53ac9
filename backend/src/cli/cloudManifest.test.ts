import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cloudManifest } from './cloudManifest.ts';

test('the cloud manifest installs exactly the remotes whose URL is given, at that URL, every module on', () => {
  const manifest = cloudManifest({ EMR_REMOTE_PATIENTS_URL: 'https://cdn.example/mfe-patients/1.0.0/mf-manifest.json' });
  const patients = manifest.modules.find((module) => module.key === 'patients')!;
  assert.deepEqual([patients.entry, patients.installed, patients.enabled], ['https://cdn.example/mfe-patients/1.0.0/mf-manifest.json', true, true]);
  const others = manifest.modules.filter((module) => module.key !== 'patients');
  assert.ok(others.length > 0);
  assert.ok(others.every((module) => !module.installed && module.enabled));
});
