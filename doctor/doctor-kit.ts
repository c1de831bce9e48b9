// A shop for the doctor's tests: the fixture shop behind a stub that serves a page of the test's
// own and answers chosen paths its own way, and records every request's method.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { line } from './report';
import { runDoctor } from './run';

export interface Override {
  status?: number;
  type: string;
  body: string;
}

export interface Stub {
  origin: string;
  methods: string[];
  close(): Promise<void>;
}

export async function startStub(upstream: string, overrides: Record<string, Override>): Promise<Stub> {
  const methods: string[] = [];
  const server: Server = createServer((req, res) => {
    methods.push(req.method ?? '');
    const path = req.url ?? '/';
    const own = overrides[path];
    if (own) {
      res.writeHead(own.status ?? 200, { 'Content-Type': own.type });
      res.end(own.body);
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of ['accept', 'cookie', 'x-requested-with']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
    void fetch(new URL(path, upstream), { method: req.method ?? 'GET', headers, redirect: 'manual' }).then(async (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const name of ['content-type', 'cache-control', 'location']) {
        const value = answer.headers.get(name);
        if (value) out[name] = value;
      }
      if (answer.headers.getSetCookie().length) out['set-cookie'] = answer.headers.getSetCookie();
      res.writeHead(answer.status, out);
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    methods,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A page with the bundle set up as the README says, these globals and these hooks. */
export function shopPage(hooks: string, globals = '{"currencySymbol": "৳", "isCustomer": false}'): Override {
  return {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html><head><link rel="stylesheet" href="/storefront/storefront.css">
<script type="application/json" id="storefront-globals">${globals}</script>
<script type="module" src="/storefront/storefront.js"></script></head><body>${hooks}</body></html>`,
  };
}

/** The doctor's lines for these pages, and its summary. */
export async function doctorLines(urls: string[]): Promise<{ lines: string[]; summary: string }> {
  const result = await runDoctor(urls, { timeoutMs: 10_000 });
  return { lines: result.checks.map(line), summary: `${result.passed} passed, ${result.failed} failed` };
}
