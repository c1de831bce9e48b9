import * as v from 'valibot';
import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { ResumeForm } from './ResumeForm';

export default defineWidget(
  v.pipe(
    Props,
    v.transform((p) => ({ jobPostId: p.jobPostId ?? undefined })),
  ),
  ResumeForm,
);
