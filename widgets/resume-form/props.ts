import * as v from 'valibot';
import { Id } from '../../shared/page/schemas/common';

/** CONTRACT §4: jobPostId? — the job applied for; a general application without it. */
export const Props = v.looseObject({ jobPostId: v.optional(v.nullable(Id)) });
