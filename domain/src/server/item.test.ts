import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newRowId } from './item.ts';

test('a row id the server makes is a UUID version 7: its creation time first, so later ids sort after earlier ones', () => {
  const at = Date.UTC(2026, 10, 25, 2, 0, 0, 123);
  const id = newRowId(at);
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.equal(parseInt(id.replace(/-/g, '').slice(0, 12), 16), at);
  const ids = Array.from({ length: 50 }, (_, i) => newRowId(at + i * 7));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(Array.from({ length: 10_000 }, () => newRowId(at))).size, 10_000, 'ids made in the same millisecond differ');
});
