/**
 * The app's one HTTP client (ky): the access token goes with every call, a passing failure is
 * retried once and a refusal never, and every failure arrives as the one error shape with the
 * server's own errorType and message when it sent them. `fetch` is a small fake of the server.
 */
import { AppError } from '@emr/domain';
import { http } from './http.ts';

jest.mock('aws-amplify/auth', () => ({
  fetchAuthSession: async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } }),
}));

type Reply = { status: number; body?: unknown } | 'network-error';

function fakeServer(replies: Reply[]) {
  const requests: { url: string; method: string; authorization: string | null }[] = [];
  globalThis.fetch = (async (input: Request) => {
    requests.push({ url: input.url, method: input.method, authorization: input.headers.get('authorization') });
    const reply = replies.shift() ?? { status: 500 };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return requests;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

test('sends the access token to a path of the page’s origin', async () => {
  const requests = fakeServer([{ status: 200, body: { ok: true } }]);
  await expect(http.get('/modules.json').json()).resolves.toEqual({ ok: true });
  expect(requests).toEqual([{ url: 'http://localhost/modules.json', method: 'GET', authorization: 'access-token-1' }]);
});

test('a network failure or a 503 is retried once; a refusal is not', async () => {
  let requests = fakeServer(['network-error', { status: 200, body: [] }]);
  await expect(http.get('/files/x/').json()).resolves.toEqual([]);
  expect(requests).toHaveLength(2);

  requests = fakeServer([{ status: 503 }, { status: 503 }, { status: 200 }]);
  await expect(http.get('/modules.json').json()).rejects.toMatchObject({ errorType: 'InternalFailure', message: 'GET /modules.json answered 503' });
  expect(requests).toHaveLength(2);

  requests = fakeServer([{ status: 403 }, { status: 200 }]);
  await expect(http.get('/modules.json').json()).rejects.toMatchObject({ errorType: 'AccessDeniedException' });
  expect(requests).toHaveLength(1);
});

test('the server’s own error shape is kept; an unreachable server is a network error', async () => {
  fakeServer([{ status: 415, body: { errorType: 'UnsupportedMediaTypeException', message: 'Content type "text/html" is not accepted' } }]);
  const refusal = await http.get('/files/a.html').catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(AppError);
  expect(refusal).toMatchObject({ errorType: 'UnsupportedMediaTypeException', message: 'Content type "text/html" is not accepted' });

  fakeServer(['network-error', 'network-error']);
  await expect(http.get('/modules.json')).rejects.toMatchObject({ errorType: 'NetworkError' });
});
