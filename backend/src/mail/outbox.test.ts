import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createOutbox } from './outbox.ts';

describe('outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emr-outbox-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one private JSON file per message and logs one line', () => {
    const lines: string[] = [];
    const outbox = createOutbox(join(dir, 'a'), (l) => lines.push(l));
    const msg = outbox.send({ to: 'Ann@Example.com', subject: 'Hi', text: 'Body', kind: 'invitation', meta: { code: '1' } });
    assert.match(msg.id, /^[0-9a-f-]{36}$/);
    const files = readdirSync(join(dir, 'a'));
    assert.equal(files.length, 1);
    const file = join(dir, 'a', files[0]!);
    assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), msg);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(lines, [`mail to Ann@Example.com: Hi (${file})`]);
  });

  it('lists in order and finds the latest message for an address and kind', () => {
    const outbox = createOutbox(join(dir, 'b'), () => {});
    outbox.send({ to: 'a@x.org', subject: '1', text: '', kind: 'reset-password' });
    outbox.send({ to: 'b@x.org', subject: '2', text: '', kind: 'reset-password' });
    outbox.send({ to: 'a@x.org', subject: '3', text: '', kind: 'invitation' });
    outbox.send({ to: 'a@x.org', subject: '4', text: '', kind: 'reset-password' });
    assert.deepEqual(outbox.list().map((m) => m.subject), ['1', '2', '3', '4']);
    assert.equal(outbox.latestFor('A@X.org')?.subject, '4');
    assert.equal(outbox.latestFor('a@x.org', 'invitation')?.subject, '3');
    assert.equal(outbox.latestFor('c@x.org'), undefined);
    // A second outbox on the same directory sees the same messages (they live on disk).
    assert.equal(createOutbox(join(dir, 'b'), () => {}).list().length, 4);
  });
});
