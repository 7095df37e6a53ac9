import { PARALLEL_READS, readEach } from './records.ts';

test('readEach answers in the items\' order and never has more than PARALLEL_READS reads in flight', async () => {
  let inFlight = 0;
  let most = 0;
  const items = Array.from({ length: 50 }, (_, i) => i);
  const answers = await readEach(items, async (i) => {
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, (i * 7) % 5));
    inFlight--;
    return i * 2;
  });
  expect(answers).toEqual(items.map((i) => i * 2));
  expect(most).toBe(PARALLEL_READS);
  await expect(readEach([], async () => 1)).resolves.toEqual([]);
});
