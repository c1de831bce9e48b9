// docs/routes.md is the table's guide as it stands: a change to the table, a schema, a caller or the
// fixture's answers that is not written out fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerProblems } from '../doctor/answer';
import { guide, type RouteName } from '../shared/net/http/routes/guide';
import { allRoutes } from '../shared/net/http/routes/index';
import { GUIDE_PATH, routesGuide } from './routes-guide';

describe('docs/routes.md', () => {
  it('is the routes table written out (else run `npm run routes-guide`)', async () => {
    expect(await routesGuide()).toBe(readFileSync(GUIDE_PATH, 'utf8'));
  }, 30_000);

  it('shows each write an example answer its schema reads whole', () => {
    for (const { name, route } of allRoutes.filter((r) => r.route.method !== 'GET')) {
      const { example } = guide[name as RouteName];
      expect(example, name).toBeDefined();
      expect(answerProblems(route.schema, example), name).toEqual([]);
    }
  });
});
