import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../testing/msw';
import { toSearchParams } from './client';
import { http } from '../../testing/http';
import { formData } from './form-data';
import { HttpError, serverMessage } from './errors';

const server = useMockServer();
const Ok = v.looseObject({ data: v.looseObject({ ok: v.boolean() }) });

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('http client', () => {
  it('sends Laravel headers and the decoded XSRF token to its own origin', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    let seen: Headers | undefined;
    server.use(
      mock.post('/api/thing', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await http.post('/api/thing', { a: 1 }, Ok);
    expect(seen?.get('x-xsrf-token')).toBe('abc==');
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('never sends the XSRF token to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    let seen: Headers | undefined;
    server.use(
      mock.post('https://evil.example/steal', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await http.post('https://evil.example/steal', {}, Ok);
    expect(seen).toBeDefined();
    expect(seen?.has('x-xsrf-token')).toBe(false);
  });

  it('turns a 422 into an HttpError with the field errors', async () => {
    server.use(
      mock.post('/api/form', () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } }, { status: 422 }),
      ),
    );
    const error = await rejection(http.post('/api/form', {}, Ok));
    expect(error.status).toBe(422);
    expect(error.isValidation).toBe(true);
    expect(error.fieldMessages()).toEqual([['email', 'The email field is required.']]);
    expect(error.message).toBe('The given data was invalid.');
  });

  it('reads Laravel error bodies for the message, with a default otherwise', async () => {
    server.use(mock.post('/api/a', () => HttpResponse.json({ message: 'Out of stock' }, { status: 400 })));
    server.use(mock.post('/api/b', () => new HttpResponse('<html>oops</html>', { status: 500 })));
    expect(serverMessage(await rejection(http.post('/api/a', {}, Ok)), 'An error occurred')).toBe('Out of stock');
    const bare = await rejection(http.post('/api/b', {}, Ok));
    expect(bare.message).toBe('Request failed with status code 500');
    expect(serverMessage(bare, 'An error occurred')).toBe('An error occurred');
  });

  it('rejects an answer that fails its schema or is not JSON, never crashing', async () => {
    server.use(mock.get('/api/wrong', () => HttpResponse.json({ data: 'oops' })));
    server.use(mock.get('/api/text', () => new HttpResponse('{not json', { status: 200 })));
    const wrong = await rejection(http.get('/api/wrong', Ok));
    expect(wrong.kind).toBe('schema');
    const text = await rejection(http.get('/api/text', Ok));
    expect(text.kind).toBe('schema');
    expect(text.message).toBe('Unexpected response from the server.');
  });

  it('reports a network failure as Network Error', async () => {
    server.use(mock.post('/api/down', () => HttpResponse.error()));
    const error = await rejection(http.post('/api/down', {}, Ok));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Network Error');
  });

  it('retries a GET on a transient failure, never a POST', async () => {
    let gets = 0;
    let posts = 0;
    server.use(
      mock.get('/api/flaky', () => (++gets === 1 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ data: { ok: true } }))),
      mock.post('/api/flaky', () => {
        posts += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await expect(http.get('/api/flaky', Ok)).resolves.toEqual({ data: { ok: true } });
    expect(gets).toBe(2);
    await rejection(http.post('/api/flaky', {}, Ok));
    expect(posts).toBe(1);
  });

  it('never retries a write (PUT, DELETE, spoofed DELETE) on 503 or a network failure', async () => {
    let writes = 0;
    const unavailable = () => {
      writes += 1;
      return new HttpResponse(null, { status: 503, headers: { 'Retry-After': '0' } });
    };
    server.use(
      mock.put('/api/w', unavailable),
      mock.delete('/api/w', unavailable),
      mock.post('/api/w', unavailable),
      mock.post('/api/down', () => {
        writes += 1;
        return HttpResponse.error();
      }),
    );
    expect((await rejection(http.put('/api/w', {}, Ok))).status).toBe(503);
    expect((await rejection(http.delete('/api/w', Ok))).status).toBe(503);
    expect((await rejection(http.postDelete('/api/w', {}, Ok))).status).toBe(503);
    expect((await rejection(http.post('/api/down', {}, Ok))).kind).toBe('network');
    expect(writes).toBe(4);
  });

  it('sends DELETE as POST with _method, as Laravel expects', async () => {
    let body: unknown;
    server.use(
      mock.post('/api/checkout/cart', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await http.postDelete('/api/checkout/cart', { cart_item_id: 7 }, Ok);
    expect(body).toEqual({ cart_item_id: 7, _method: 'DELETE' });
  });

  it('sends a multipart body with its own boundary, and a query with Laravel arrays', async () => {
    let fields: Array<[string, FormDataEntryValue]> = [];
    let query = '';
    server.use(
      mock.post('/api/upload', async ({ request }) => {
        query = new URL(request.url).search;
        fields = Array.from((await request.formData()).entries());
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    await http.post('/api/upload?old=1', formData({ title: 'Nice', rating: 5 }), Ok, { query: { ids: [1, 2] } });
    expect(fields).toEqual([
      ['title', 'Nice'],
      ['rating', '5'],
    ]);
    expect(query).toBe('?ids%5B%5D=1&ids%5B%5D=2');
  });

  it('builds Laravel array queries and multipart bodies', () => {
    expect(toSearchParams({ product_ids: [1, 2], q: 'x', skip: undefined })?.toString()).toBe('product_ids%5B%5D=1&product_ids%5B%5D=2&q=x');
    const data = formData({ title: 'Nice', rating: 5, empty: null });
    expect(Array.from(data.keys())).toEqual(['title', 'rating']);
  });
});

/** The pauses the client schedules (setTimeout delays from 100 ms up), watched without changing them. */
function watchPauses(): number[] {
  const pauses: number[] = [];
  const original = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
    if ((ms ?? 0) >= 100) pauses.push(ms ?? 0);
    return original(handler, ms);
  }) as typeof setTimeout);
  return pauses;
}

describe('http client retries and time', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** A GET answered 503 with `retryAfter` once, then ok. */
  function busyOnce(retryAfter: string): () => number {
    let gets = 0;
    server.use(
      mock.get('/api/busy', () =>
        ++gets === 1 ? new HttpResponse(null, { status: 503, headers: { 'Retry-After': retryAfter } }) : HttpResponse.json({ data: { ok: true } }),
      ),
    );
    return () => gets;
  }

  it('honours Retry-After in seconds on a GET', async () => {
    const gets = busyOnce('1');
    const started = Date.now();
    await expect(http.get('/api/busy', Ok)).resolves.toEqual({ data: { ok: true } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(gets()).toBe(2);
  });

  it('honours Retry-After as an HTTP date on a GET', async () => {
    const pauses = watchPauses();
    const gets = busyOnce(new Date(Date.now() + 2000).toUTCString());
    await expect(http.get('/api/busy', Ok)).resolves.toEqual({ data: { ok: true } });
    expect(gets()).toBe(2);
    // The date has whole seconds: the wait is what is left of them, not the 0.3 s backoff.
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThan(600);
    expect(pauses[0]).toBeLessThanOrEqual(2000);
  });

  it('caps Retry-After at 10 s, and an abort during that pause rejects at once as aborted', async () => {
    const pauses = watchPauses();
    const gets = busyOnce('3600');
    const controller = new AbortController();
    const pending = rejection(http.get('/api/busy', Ok, { signal: controller.signal }));
    await vi.waitFor(() => expect(pauses).toEqual([10_000]));
    const aborted = Date.now();
    controller.abort();
    const error = await pending;
    expect(Date.now() - aborted).toBeLessThan(500);
    expect(error.kind).toBe('aborted');
    expect(error.message).toBe('Request aborted');
    expect(gets()).toBe(1);
  });

  it('has no timeout: a server that answers after a minute is waited for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: () => void = () => {};
    server.use(
      mock.get('/api/slow', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const pending = http.get('/api/slow', Ok);
    await vi.advanceTimersByTimeAsync(60_000);
    answer();
    await expect(pending).resolves.toEqual({ data: { ok: true } });
  });
});
