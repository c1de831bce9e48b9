import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../testing/msw';
import { freshPage, speakBangla } from '../../testing/page';
import { http } from '../../testing/http';
import { formData } from './form-data';
import { HttpError, serverMessage } from './errors';
import { SESSION_EXPIRED, TOKEN_REFRESH_PATH } from './session';
import { clearFlashes, flashes } from '../../stores/flash';

const server = useMockServer();
const Ok = v.looseObject({ data: v.looseObject({ ok: v.boolean() }) });

/** A backend whose token rotates: the cookie the refresh sets is the only one it accepts. */
function laravelWithExpiredToken(fresh: string) {
  const seen: Array<string | null> = [];
  let refreshes = 0;
  server.use(
    mock.get(TOKEN_REFRESH_PATH, () => {
      refreshes += 1;
      document.cookie = `XSRF-TOKEN=${encodeURIComponent(fresh)}; path=/`;
      return HttpResponse.json({ data: null });
    }),
    mock.post('/api/checkout/cart', ({ request }) => {
      const token = request.headers.get('x-xsrf-token');
      seen.push(token);
      return token === fresh ? HttpResponse.json({ data: { ok: true } }) : HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
    }),
  );
  return { seen, refreshes: () => refreshes };
}

describe('an expired session (419)', () => {
  it('refreshes the token with one GET and retries the write once with the new token', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const backend = laravelWithExpiredToken('fresh+/=');
    await expect(http.post('/api/checkout/cart', { product_id: 1 }, Ok)).resolves.toEqual({ data: { ok: true } });
    expect(backend.seen).toEqual(['stale', 'fresh+/=']);
    expect(backend.refreshes()).toBe(1);
  });

  it('still 419 after the refresh: one session error, the page told once, never the raw text', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    let posts = 0;
    server.use(
      mock.get(TOKEN_REFRESH_PATH, () => HttpResponse.json({ data: null })),
      mock.post('/api/checkout/cart', () => {
        posts += 1;
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    try {
      const error = await http.post('/api/checkout/cart', {}, Ok).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).kind).toBe('session');
      expect((error as HttpError).message).toBe(SESSION_EXPIRED);
      expect(serverMessage(error, 'An error occurred')).toBe(SESSION_EXPIRED);
      expect(posts).toBe(2);
      expect(flashes.value.filter((f) => f.action === 'reload').map((f) => f.message)).toEqual([SESSION_EXPIRED]);
    } finally {
      clearFlashes();
    }
  });

  it('never refreshes for a GET (Laravel does not check tokens on reads)', async () => {
    let refreshes = 0;
    let gets = 0;
    server.use(
      mock.get(TOKEN_REFRESH_PATH, () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
      mock.get('/api/thing', () => {
        gets += 1;
        return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
      }),
    );
    const error = await http.get('/api/thing', Ok).catch((e: unknown) => e);
    expect((error as HttpError).kind).toBe('session');
    expect(gets).toBe(1);
    expect(refreshes).toBe(0);
  });
});

describe('the refresh and retry, through the client hooks', () => {
  it('sends the same JSON and multipart bodies again, with the fresh token', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const sent: Array<{ token: string | null; type: string | null; body: string }> = [];
    const write = async ({ request }: { request: Request }) => {
      const token = request.headers.get('x-xsrf-token');
      const type = request.headers.get('content-type');
      const body = type?.startsWith('multipart/') ? JSON.stringify(Array.from((await request.formData()).entries())) : await request.text();
      sent.push({ token, type: type?.split(';')[0] ?? null, body });
      return token === 'fresh' ? HttpResponse.json({ data: { ok: true } }) : HttpResponse.json({}, { status: 419 });
    };
    server.use(
      mock.get(TOKEN_REFRESH_PATH, () => {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return HttpResponse.json({ data: null });
      }),
      mock.put('/api/write', write),
      mock.post('/api/write', write),
    );
    await http.put('/api/write', { qty: 2, note: 'ক' }, Ok);
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    await http.post('/api/write', formData({ title: 'Nice', rating: 5 }), Ok);
    const json = { type: 'application/json', body: '{"qty":2,"note":"ক"}' };
    const form = { type: 'multipart/form-data', body: '[["title","Nice"],["rating","5"]]' };
    expect(sent).toEqual([
      { token: 'stale', ...json },
      { token: 'fresh', ...json },
      { token: 'stale', ...form },
      { token: 'fresh', ...form },
    ]);
  });

  it('drops the old token on the retry when the refresh left none', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const tokens: Array<string | null> = [];
    server.use(
      mock.get(TOKEN_REFRESH_PATH, () => {
        document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
        return HttpResponse.json({ data: null });
      }),
      mock.post('/api/write', ({ request }) => {
        tokens.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({}, { status: 419 });
      }),
    );
    expect((await http.post('/api/write', {}, Ok).catch((e: unknown) => e as HttpError)).kind).toBe('session');
    expect(tokens).toEqual(['stale', null]);
  });

  it('never refreshes for another origin, and never sends it the token, first try or retry', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    let refreshes = 0;
    let gets = 0;
    const tokens: Array<string | null> = [];
    server.use(
      mock.get(TOKEN_REFRESH_PATH, () => {
        refreshes += 1;
        return HttpResponse.json({ data: null });
      }),
      mock.get('https://elsewhere.example/api', ({ request }) => {
        tokens.push(request.headers.get('x-xsrf-token'));
        return ++gets === 1 ? new HttpResponse(null, { status: 503, headers: { 'Retry-After': '0' } }) : HttpResponse.json({ data: { ok: true } });
      }),
      mock.post('https://elsewhere.example/api', ({ request }) => {
        tokens.push(request.headers.get('x-xsrf-token'));
        return HttpResponse.json({}, { status: 419 });
      }),
    );
    await expect(http.get('https://elsewhere.example/api', Ok)).resolves.toEqual({ data: { ok: true } });
    expect((await http.post('https://elsewhere.example/api', {}, Ok).catch((e: unknown) => e as HttpError)).status).toBe(419);
    expect(tokens).toEqual([null, null, null]);
    expect(refreshes).toBe(0);
  });

  it('an abort during the refresh rejects as aborted, and the write is not sent again', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const controller = new AbortController();
    let posts = 0;
    server.use(
      mock.get(TOKEN_REFRESH_PATH, async () => {
        controller.abort();
        await new Promise<void>((resolve) => controller.signal.addEventListener('abort', () => resolve()));
        return HttpResponse.json({ data: null });
      }),
      mock.post('/api/write', () => {
        posts += 1;
        return HttpResponse.json({}, { status: 419 });
      }),
    );
    const error = await http.post('/api/write', {}, Ok, { signal: controller.signal }).catch((e: unknown) => e as HttpError);
    expect(error.kind).toBe('aborted');
    expect(posts).toBe(1);
  });
});

describe('failures a shopper reads, in Bangla', () => {
  it('the expired session, a network failure and a bare status speak the page language', async () => {
    await speakBangla();
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    server.use(
      mock.get(TOKEN_REFRESH_PATH, () => HttpResponse.json({ data: null })),
      mock.post('/api/checkout/cart', () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })),
      mock.post('/api/down', () => HttpResponse.error()),
      mock.post('/api/broken', () => new HttpResponse(null, { status: 500 })),
    );
    const failure = (path: string) =>
      http.post(path, {}, Ok).then(
        () => null,
        (e: unknown) => e as HttpError,
      );
    expect((await failure('/api/checkout/cart'))?.message).toBe('আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে পেজটি রিলোড করুন।');
    expect((await failure('/api/down'))?.message).toBe('নেটওয়ার্কে সমস্যা হয়েছে');
    expect((await failure('/api/broken'))?.message).toBe('অনুরোধটি ব্যর্থ হয়েছে (স্ট্যাটাস কোড ৫০০)');
    freshPage();
    expect((await failure('/api/broken'))?.message).toBe('Request failed with status code 500');
  });
});
