import { sessionStore } from '../session/sessionStore.ts';
import { createAmplifyFileStore } from './amplifyFileStore.ts';

// A small in-memory S3 with Amplify Storage's call shapes (metadata keys come back lower-case, as on S3).
const objects = new Map<string, { body: Blob; contentType: string; metadata: Record<string, string>; lastModified: Date }>();
jest.mock('aws-amplify/storage', () => ({
  uploadData: ({ path, data, options }: { path: string; data: Blob; options: { contentType: string; preventOverwrite?: boolean; metadata: Record<string, string> } }) => ({
    result: (async () => {
      if (options.preventOverwrite && objects.has(path)) throw Object.assign(new Error('exists'), { name: 'PreconditionFailed' });
      const metadata = Object.fromEntries(Object.entries(options.metadata).map(([k, v]) => [k.toLowerCase(), v]));
      objects.set(path, { body: data, contentType: options.contentType, metadata, lastModified: new Date('2026-01-02T03:04:05Z') });
      return { path, size: data.size };
    })(),
  }),
  downloadData: ({ path }: { path: string }) => ({
    result: (async () => {
      const found = objects.get(path);
      if (!found) throw Object.assign(new Error('missing'), { name: 'NotFound' });
      return { body: { blob: async () => found.body } };
    })(),
  }),
  list: async ({ path }: { path: string }) => ({
    items: [...objects.entries()].filter(([key]) => key.startsWith(path)).map(([key, o]) => ({ path: key, size: o.body.size, lastModified: o.lastModified })),
  }),
  getProperties: async ({ path }: { path: string }) => ({ contentType: objects.get(path)!.contentType, metadata: objects.get(path)!.metadata }),
  remove: async ({ path }: { path: string }) => {
    objects.delete(path);
  },
}));

beforeEach(() => {
  objects.clear();
  sessionStore.getState().signIn({ id: 'u1', Role: 'user', FullName: 'U', Email: 'u@x.test', ClinicID: 'north' }, 'token', []);
});

test("files live in the clinic's folder and round-trip with their metadata", async () => {
  const store = createAmplifyFileStore();
  const progress: number[] = [];
  await store.upload('lab-results/P-1/report.pdf', new Blob(['%PDF']), { contentType: 'application/pdf', fileName: 'Report é.pdf', onProgress: (f) => progress.push(f) });
  expect([...objects.keys()]).toEqual(['lab-results/north/P-1/report.pdf']);
  const listed = await store.list('lab-results/P-1');
  expect(listed).toEqual([
    { key: 'lab-results/P-1/report.pdf', size: 4, contentType: 'application/pdf', uploadedAt: '2026-01-02T03:04:05.000Z', uploadedBy: 'u1', fileName: 'Report é.pdf' },
  ]);
  expect(await (await store.download('lab-results/P-1/report.pdf')).text()).toBe('%PDF');
  await store.remove('lab-results/P-1/report.pdf');
  await expect(store.download('lab-results/P-1/report.pdf')).rejects.toMatchObject({ errorType: 'NotFoundException' });
});

test('an upload never overwrites an existing file', async () => {
  const store = createAmplifyFileStore();
  await store.upload('notes/a.txt', new Blob(['one']), { contentType: 'text/plain' });
  await expect(store.upload('notes/a.txt', new Blob(['two']), { contentType: 'text/plain' })).rejects.toBeTruthy();
  expect(await (await store.download('notes/a.txt')).text()).toBe('one');
});
