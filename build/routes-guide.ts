// Writes docs/routes.md, the integrator's guide to every backend call, from the routes table
// (shared/net/http/routes/): each route's method, path, parameters, body, the answer's fields read off
// its schema, what the bundle tolerates, an example answer (a read's from the fixture shop, a
// write's from the table's guide) and the widgets that call it (read from the sources).
// `tsx build/routes-guide.ts` writes it; routes-guide.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFixtureServer } from '../fixtures/server/index';
import { paramsFor, queryFor } from '../fixtures/server/route-params';
import { guide, type RouteName } from '../shared/net/http/routes/guide';
import { allRoutes, type NamedRoute } from '../shared/net/http/routes/index';
import { fillPath } from '../shared/net/http/routes/route';
import { describe, TOLERANCE } from './describe-schema';
import { routeCallers } from './route-callers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const GUIDE_PATH = join(ROOT, 'docs/routes.md');
const EXAMPLE_ORIGIN = 'https://shop.example';

/** One row of a list, short texts: an example, not a dump. */
function shorten(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shorten(value[0], depth + 1)];
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 77)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v, depth + 1)]));
}

/** Each read's answer from a fresh fixture shop, as a guest (a customer for customers' routes). */
async function readExamples(reads: readonly NamedRoute[]): Promise<Map<string, unknown>> {
  const server = await startFixtureServer({ port: 0 });
  const origin = server.url.replace(/\/$/, '');
  const examples = new Map<string, unknown>();
  try {
    for (const role of ['guest', 'customer'] as const) {
      const login = await fetch(`${origin}/__fixture/as/${role}?next=/`, { redirect: 'manual' });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      for (const { name, route } of reads) {
        if (Boolean(route.customer) !== (role === 'customer')) continue;
        const url = `${origin}${fillPath(route.path, paramsFor(name))}${queryFor(name)}`;
        const response = await fetch(url, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie } });
        const text = (await response.text()).split(origin).join(EXAMPLE_ORIGIN);
        examples.set(name, shorten(JSON.parse(text)));
      }
    }
  } finally {
    await server.close();
  }
  return examples;
}

const code = (text: string) => `\`${text}\``;
const fieldList = (fields: readonly string[]) => fields.map((f) => (f.endsWith('?') ? `${code(f.slice(0, -1))} (optional)` : code(f))).join(', ');

function section(named: NamedRoute, callers: Set<string> | undefined, example: unknown): string {
  const { name, route } = named;
  const about = guide[name as RouteName];
  const fields = describe(route.schema);
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const tolerated = [...new Set(fields.map((f) => TOLERANCE[f.type.replace(/ or null$/, '')]).filter(Boolean))];
  if (fields.some((f) => f.type.startsWith('list (bare')))
    tolerated.unshift('a list bare, in `data` or in `data.data`; a bad row is dropped, never the list');
  if (about.tolerates) tolerated.push(about.tolerates);
  const sent = route.spoofed ? ` (sent as ${code('POST')} with ${code('_method: DELETE')})` : route.multipart ? ' (multipart form data)' : '';
  const lines = [
    `### ${code(`${route.method} ${route.path}`)}`,
    '',
    `${about.use[0]!.toUpperCase()}${about.use.slice(1)}.`,
    '',
    `- Entry: ${code(name)} (${code(`shared/net/http/routes/${named.area}.ts`)})${sent}`,
    `- Called by: ${callers?.size ? [...callers].sort().map(code).join(', ') : 'no widget (the http layer)'}`,
    ...(params.length ? [`- Parameters: ${params.map(code).join(', ')}`] : []),
    ...(about.query ? [`- Query: ${fieldList(about.query)}`] : []),
    ...(about.body ? [`- Body: ${fieldList(about.body)}`] : []),
    `- ${route.safe ? 'A read: `npm run doctor` calls it' : route.method === 'GET' ? 'A read the doctor never calls' : 'A write: the doctor never sends it'}${route.customer ? '; customers only (a guest gets 401)' : ''}`,
    ...(tolerated.length ? [`- Tolerates: ${tolerated.join('; ')}`] : []),
    '',
    '| field | type | required |',
    '|---|---|---|',
    ...fields.map((f) => `| ${code(f.path || '(answer)')} | ${f.type.replace(/\|/g, '\\|')} | ${f.optional ? 'no' : 'yes'} |`),
    '',
    'Example answer:',
    '',
    '```json',
    JSON.stringify(example, null, 2),
    '```',
  ];
  return lines.join('\n');
}

export async function routesGuide(): Promise<string> {
  const reads = allRoutes.filter(({ route }) => route.method === 'GET');
  const examples = await readExamples(reads);
  const callers = routeCallers(ROOT);
  const areas = [...new Set(allRoutes.map((r) => r.area))];
  const head = `# What your backend must answer

<!-- Generated by \`tsx build/routes-guide.ts\` from shared/net/http/routes/: edit the table, not this file. -->

Every call the bundle makes, one section each: the method and path, what it sends, the JSON it
reads and what it tolerates. Check a running shop against it with \`npm run doctor\` (README,
"Check your shop").

All calls go to the page's own origin with \`Accept: application/json\` and
\`X-Requested-With: XMLHttpRequest\`; writes send the \`XSRF-TOKEN\` cookie back as \`X-XSRF-TOKEN\`.
A 419 is answered by one token refresh (\`GET /api/checkout/cart\`) and one retry. A 422
\`{message, errors: {field: [messages]}}\` lands on the form's fields. A write answered with a redirect
to the same origin succeeded. Any other 4xx or 5xx shows the shop's \`message\` (or \`error\`) or the
bundle's own text. A field's type "id" takes a number or a numeric string, "amount" a number or a
decimal string, "boolean" also 0/1; a field not required may be left out or null.

${areas.map((area) => `- [${area}](#${area})`).join('\n')}
`;
  const body = areas.map((area) => {
    const routes = allRoutes.filter((r) => r.area === area);
    return [
      `## ${area}`,
      '',
      ...routes.map((r) => section(r, callers.get(r.name), examples.get(r.name) ?? guide[r.name as RouteName].example ?? null)),
    ].join('\n\n');
  });
  return `${head}\n${body.join('\n\n')}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = await routesGuide();
  const before = (() => {
    try {
      return readFileSync(GUIDE_PATH, 'utf8');
    } catch {
      return '';
    }
  })();
  writeFileSync(GUIDE_PATH, text);
  console.log(before === text ? 'docs/routes.md is up to date' : 'docs/routes.md written');
}
