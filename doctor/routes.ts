// The table's reads called against the shop: those needing no input, and those whose input the
// pages gave (a product id in product-details' props, a category in product-listing's…). Each
// answer is held to its entry's schema, the route and the field named on failure.
import { answerProblems } from './answer';
import type { Client } from './client';
import type { FoundHook } from './page';
import type { Report } from './report';
import { allRoutes, type NamedRoute } from '../shared/net/http/routes/index';
import { guide, type RouteName } from '../shared/net/http/routes/guide';
import { fillPath } from '../shared/net/http/routes/route';

type Params = Record<string, string | number>;
interface Call {
  name: RouteName;
  params?: Params;
  query?: string;
}

/** SPEC §9's price range: a listing asks for it whole, as the unfiltered island does. */
const PRICE_RANGE = 'min_price=0&max_price=100000';

/** The inputs each widget's props give the reads. */
const INPUTS: Record<string, (props: Record<string, unknown>) => Call[]> = {
  'product-details': (p) => {
    const productId = (p['product'] as { id: number }).id;
    return [
      { name: 'variantProducts', params: { productId } },
      { name: 'relatedProducts', params: { productId } },
      { name: 'productReviews', params: { productId } },
      { name: 'compareProducts', query: `product_ids[]=${productId}` },
    ];
  },
  'product-reviews': (p) => [{ name: 'productReviews', params: { productId: p['productId'] as number } }],
  'related-products': (p) => [{ name: 'relatedProducts', params: { productId: p['productId'] as number } }],
  'product-listing': (p) => listing(p),
  'product-filter': (p) => listing(p),
  'campaign-products': (p) => [{ name: 'campaignProducts', params: { campaignId: p['campaignId'] as number } }],
  'blog-comments': (p) => [{ name: 'blogComments', params: { blogId: p['blogId'] as number } }],
  'related-blogs': (p) => [{ name: 'relatedBlogs', params: { categoryId: p['categoryId'] as number, blogId: p['blogId'] as number } }],
};

function listing(p: Record<string, unknown>): Call[] {
  const id = p['id'] as number;
  return p['scope'] === 'brand'
    ? [
        { name: 'brandProducts', params: { brandId: id }, query: PRICE_RANGE },
        { name: 'brandFilter', params: { brandId: id } },
      ]
    : [
        { name: 'categoryProducts', params: { categoryId: id }, query: PRICE_RANGE },
        { name: 'categoryFilter', params: { categoryId: id } },
      ];
}

/** A read needs input when its path has parameters or its query a required field. */
const needsInput = ({ name, route }: NamedRoute) => /\{/.test(route.path) || (guide[name as RouteName].query ?? []).some((q) => !q.endsWith('?'));

export async function checkRoutes(origin: string, hooks: FoundHook[], client: Client, report: Report, customer: boolean): Promise<string[]> {
  const reads = allRoutes.filter(({ route }) => route.safe && (customer || !route.customer));
  const calls: Call[] = reads.filter((r) => !needsInput(r)).map((r) => ({ name: r.name as RouteName }));
  for (const hook of hooks) calls.push(...(INPUTS[hook.widget]?.(hook.props) ?? []));
  const asked = new Set<string>();
  const called = new Set<string>();
  for (const call of calls) {
    const entry = reads.find((r) => r.name === call.name);
    if (!entry) continue;
    const path = `${fillPath(entry.route.path, call.params)}${call.query ? `?${call.query}` : ''}`;
    if (asked.has(path)) continue;
    asked.add(path);
    called.add(call.name);
    const name = `GET ${path}`;
    try {
      const answer = await client.get(new URL(path, origin).href, 'json');
      if (answer.status !== 200) report.fail(name, `HTTP ${answer.status}${answer.type ? ` ${answer.type}` : ''}`);
      else if (!/[/+]json$/.test(answer.type))
        report.fail(name, `answered ${answer.type || 'no type'}, not JSON${answer.type === 'text/html' ? ' (an error page?)' : ''}`);
      else {
        let body: unknown;
        try {
          body = JSON.parse(answer.text);
        } catch {
          report.fail(name, 'not JSON');
          continue;
        }
        const problems = answerProblems(entry.route.schema, body);
        if (problems.length === 0) report.pass(name);
        else report.fail(name, `${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
      }
    } catch (error) {
      report.fail(name, (error as Error).message);
    }
  }
  return reads.filter((r) => !called.has(r.name)).map((r) => r.name);
}
