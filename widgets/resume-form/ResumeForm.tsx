import { useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../shared/ui/forms/Field';
import { useForm } from '../../shared/ui/forms/form';
import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { call } from '../../shared/net/http/client';
import { formData } from '../../shared/net/http/form-data';
import { messageFromBody } from '../../shared/net/http/errors';
import { resumeSubmit } from '../../shared/net/http/routes/careers';
import { CV_ACCEPT } from './cv';
import { t } from './messages';
import { EMPTY_RESUME, RESUME_FIELDS, ResumeSchema, type ResumeValues } from './schema';

/** SPEC's English failure text (the shopper reads it through t(), in the page's language). */
export const RESUME_FAILED = t.en.failed;

const isField = (key: string): key is (typeof RESUME_FIELDS)[number] => (RESUME_FIELDS as readonly string[]).includes(key);

/** SPEC §2 /careers: 'Send Us Your Resume', POST /submit-resume (multipart) with the CV checked before it leaves. */
export function ResumeForm({ jobPostId }: { jobPostId?: number | undefined }) {
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(ResumeSchema, EMPTY_RESUME);
  const done = useRef<HTMLDivElement>(null);

  // The success panel takes focus so screen readers announce it where the form was.
  useEffect(() => {
    if (sent !== null) done.current?.focus();
  }, [sent]);

  const [send, busy] = useSendForm({
    form,
    send: (values: ResumeValues) => {
      setFailure(null);
      // The schema has already refused a missing, oversize or wrong-type CV: nothing is sent then.
      return call(resumeSubmit, { body: formData({ ...values, job_post_id: jobPostId }) });
    },
    onSent: (answer) => setSent(messageFromBody(answer) ?? t('sent')),
    fieldFor: (key) => (isField(key) ? key : undefined),
    // Every typed field (and the chosen file) stays as it was; a 422's messages go under their fields.
    failed: () => setFailure(t('failed')),
  });

  if (sent !== null) {
    return (
      <div className="sf-resume sf-resume--sent" role="status" tabIndex={-1} ref={done}>
        <h2 className="sf-resume__title">{t('title')}</h2>
        <p className="sf-form-status__success">{sent}</p>
        <button
          type="button"
          className="sf-button"
          onClick={() => {
            form.reset(EMPTY_RESUME);
            setSent(null);
          }}
        >
          {t('sendAnother')}
        </button>
      </div>
    );
  }

  return (
    <form className="sf-resume" noValidate aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit(send)}>
      <h2 id={`${id}-title`} className="sf-resume__title">
        {t('title')}
      </h2>
      <div className="sf-resume__grid">
        <FormField form={form} name="name" label={t('name')} required autoComplete="name" />
        <FormField form={form} name="email" label={t('email')} type="email" required autoComplete="email" />
        <FormField form={form} name="phone" label={t('phone')} type="tel" required autoComplete="tel" />
        <FormField form={form} name="experience" label={t('experience')} required hint={t('experienceHint')} />
        <FormField form={form} name="dob" label={t('dateOfBirth')} type="date" required autoComplete="bday" />
        <FormField form={form} name="expected_salary" label={t('expectedSalary')} required />
        <FormField form={form} name="address" label={t('address')} required autoComplete="street-address" className="sf-resume__wide" />
        <FormField form={form} name="message" label={t('message')} multiline className="sf-resume__wide" />
        <FormField form={form} name="file" label={t('cv')} type="file" required accept={CV_ACCEPT} className="sf-resume__wide" hint={t('cvHint')} />
      </div>
      <div role="alert" className="sf-form-status">
        {failure && <p className="sf-form-status__error">{failure}</p>}
      </div>
      <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
