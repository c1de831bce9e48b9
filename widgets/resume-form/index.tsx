import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { Id } from '../../shared/schemas/common';
import { ResumeForm } from './ResumeForm';

/** CONTRACT §4: jobPostId? — the job applied for; a general application without it. */
const Props = v.looseObject({ jobPostId: v.optional(v.nullable(Id)) });

export default defineWidget(
  v.pipe(
    Props,
    v.transform((p) => ({ jobPostId: p.jobPostId ?? undefined })),
  ),
  ResumeForm,
);
