// The register page's call (SPEC §2 Account screens).
import * as v from 'valibot';
import type { Route } from './route';

/** `success` says it worked (SPEC §7 'success, message'). */
export const register = {
  method: 'POST',
  path: '/customer/register',
  schema: v.looseObject({
    success: v.optional(v.unknown()),
    message: v.optional(v.unknown()),
    // Only its `success` is read; an answer without an object there has no such flag. (Not
    // v.fallback: valibot travels in the core chunk, and only this answer would carry it there.)
    data: v.optional(
      v.union([
        v.looseObject({ success: v.optional(v.unknown()) }),
        v.pipe(
          v.unknown(),
          v.transform(() => undefined),
        ),
      ]),
    ),
  }),
} as const satisfies Route;
