import { rulesForRole } from '@emr/domain';
import { sessionStore } from '../session/sessionStore.ts';
import { createFakeDataClient } from '../testing/fakeDataClient.ts';
import { PATIENT_IDS_PER_READ, readPatients } from './patientsById.ts';
import { PARALLEL_READS, setDataClient } from './records.ts';

const id = (n: number) => `NO-${String(n).padStart(6, '0')}`;

beforeEach(() => {
  sessionStore.getState().signIn({ id: 'u-ana', Role: 'user', FullName: 'Ana', Email: 'ana@north.test', ClinicID: 'north' }, 'token', rulesForRole('user'));
});
afterEach(() => {
  setDataClient(null);
  sessionStore.getState().signOut();
});

test('readPatients answers exactly the patients asked for, in at most PARALLEL_READS reads of at most PATIENT_IDS_PER_READ ids', async () => {
  const fake = createFakeDataClient();
  for (let n = 1; n <= 500; n++) fake.seed({ EntityType: 'Patient', id: `p-${n}`, PatientID: id(n), FirstName: `F${n}`, LastName: `L${n}` });
  setDataClient(fake.client);
  const asked = Array.from({ length: 120 }, (_, i) => id(4 * i + 3));
  const rows = await readPatients('north', [...asked, asked[0]!, 'NO-999999'], ['PatientID', 'LastName']);
  expect(rows.map((row) => row['PatientID']).sort()).toEqual(asked);
  expect(rows[0]).toEqual({ PatientID: expect.any(String), LastName: expect.any(String) });
  const reads = fake.calls.filter((call) => call.op === 'listByGSI6').map((call) => (call.args as { options: { filter?: { or: unknown[] } } }).options);
  expect(reads).toHaveLength(PARALLEL_READS);
  expect(reads.every((options) => (options.filter?.or.length ?? 1) <= PATIENT_IDS_PER_READ)).toBe(true);

  fake.calls.length = 0;
  expect((await readPatients('north', [id(7)])).map((row) => row['FirstName'])).toEqual(['F7']);
  expect(fake.calls).toHaveLength(1);
  await expect(readPatients('north', [])).resolves.toEqual([]);
});
