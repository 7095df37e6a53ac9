/**
 * The manifest request: the access token goes with it, a passing failure is retried once, a
 * refusal is not, and a manifest that breaks the schema is refused with the field it breaks.
 * `fetch` is a small fake of the server's GET /modules.json answering from a script of replies.
 */
import { fetchModuleManifest } from './manifest.resource.ts';

jest.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } }),
}));

const MANIFEST = {
  version: 1,
  clinicId: 'north',
  modules: [
    {
      key: 'admin',
      remote: 'mfe_admin',
      entry: '/remotes/mfe-admin/mf-manifest.json',
      routes: ['/apps/user'],
      nav: [{ labelKey: 'admin:nav.users', path: '/apps/user/list', icon: 'people-team' }],
      permission: { action: 'read', subject: 'User' },
      enabled: true,
      installed: true,
    },
  ],
};

type Reply = { status: number; body?: unknown } | 'network-error';

function fakeServer(replies: Reply[]) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push({ url: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
    const reply = replies.shift() ?? { status: 500 };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return requests;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

test('asks for /modules.json with the access token and returns the checked manifest', async () => {
  const requests = fakeServer([{ status: 200, body: MANIFEST }]);
  await expect(fetchModuleManifest()).resolves.toEqual(MANIFEST);
  expect(requests).toEqual([{ url: '/modules.json', authorization: 'access-token-1' }]);
});

test('a network failure or a 503 is retried once', async () => {
  const requests = fakeServer(['network-error', { status: 200, body: MANIFEST }]);
  await expect(fetchModuleManifest()).resolves.toEqual(MANIFEST);
  expect(requests).toHaveLength(2);

  fakeServer([{ status: 503 }, { status: 503 }, { status: 200, body: MANIFEST }]);
  await expect(fetchModuleManifest()).rejects.toMatchObject({ errorType: 'InternalFailure', message: expect.stringContaining('503') });
});

test('a refusal is not retried', async () => {
  const requests = fakeServer([{ status: 403 }, { status: 200, body: MANIFEST }]);
  await expect(fetchModuleManifest()).rejects.toMatchObject({ errorType: 'AccessDeniedException', message: expect.stringContaining('403') });
  expect(requests).toHaveLength(1);
});

test('a manifest that breaks the schema is refused, naming the field', async () => {
  const broken = { ...MANIFEST, modules: [{ ...MANIFEST.modules[0], routes: ['apps/user'] }] };
  fakeServer([{ status: 200, body: broken }]);
  await expect(fetchModuleManifest()).rejects.toThrow(/modules\.0\.routes\.0: a route path starts with "\/"/);
});
