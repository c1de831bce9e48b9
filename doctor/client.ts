// The doctor's only way out: GET (and nothing else), one request at a time, a time limit on each,
// the shop's cookies kept, redirects followed only while they stay on the shop's origin.

export interface Answer {
  url: string;
  status: number;
  type: string;
  headers: Headers;
  text: string;
}

export interface Client {
  get(url: string, accept?: 'html' | 'json' | 'any'): Promise<Answer>;
}

const ACCEPT = { html: 'text/html,application/xhtml+xml', json: 'application/json', any: '*/*' };
const MAX_REDIRECTS = 5;

export function createClient(options: { cookie?: string | undefined; timeoutMs: number; fetch?: typeof fetch }): Client {
  const send = options.fetch ?? fetch;
  const jar = new Map<string, string>();
  for (const pair of (options.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  const keep = (headers: Headers) => {
    for (const set of headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const [name, ...value] = pair.trim().split('=');
      if (name) jar.set(name, value.join('='));
    }
  };
  let queue: Promise<unknown> = Promise.resolve();

  async function request(start: string, accept: keyof typeof ACCEPT): Promise<Answer> {
    let url = start;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await send(url, {
        method: 'GET',
        redirect: 'manual',
        headers: {
          Accept: ACCEPT[accept],
          ...(accept === 'json' ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
          ...(jar.size ? { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      keep(response.headers);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (next.origin !== new URL(start).origin) throw new Error(`redirected to another origin (${next.origin}): not followed`);
        await response.arrayBuffer();
        url = next.href;
        continue;
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
      return { url, status: response.status, type, headers: response.headers, text: await response.text() };
    }
    throw new Error(`more than ${MAX_REDIRECTS} redirects`);
  }

  return {
    get(url, accept = 'any') {
      // One at a time: a shop is never asked twice at once by the doctor.
      const run = queue.then(() => request(url, accept));
      queue = run.catch(() => undefined);
      return run.catch((error: unknown) => {
        const reason =
          error instanceof Error ? (error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs / 1000} s` : error.message) : String(error);
        throw new Error(reason);
      });
    },
  };
}
