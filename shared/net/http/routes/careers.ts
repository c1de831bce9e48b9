// The careers page's call (SPEC §7 'POST /submit-resume (multipart)').
import { AnyAnswer } from '../../../page/schemas/common';
import type { Route } from './route';

export const resumeSubmit = {
  method: 'POST',
  path: '/submit-resume',
  schema: AnyAnswer,
  multipart: true,
} as const satisfies Route;
