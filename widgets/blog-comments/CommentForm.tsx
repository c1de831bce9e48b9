import { useId, useState } from 'react';
import * as v from 'valibot';
import { FormField } from '../../shared/ui/forms/Field';
import { useForm } from '../../shared/ui/forms/form';
import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { email, required } from '../../shared/ui/forms/rules';
import { call } from '../../shared/net/http/client';
import { messageFromBody } from '../../shared/net/http/errors';
import { commentAdd } from '../../shared/net/http/routes/comments';
import { t } from './messages';

/** SPEC §5 Blog comment: all three required, with the SPEC's own messages. */
const CommentSchema = v.object({
  name: required('name', () => t('nameRequired')),
  email: email(
    () => t('emailField'),
    () => t('emailRequired'),
  ),
  comment: required('comment', () => t('commentRequired')),
});
export type CommentValues = v.InferOutput<typeof CommentSchema>;

/** The English failure text (tests read it); the shopper sees `t('failed')`. */
export const COMMENT_FAILED = t.en.failed;

const onField = (key: string) => (key === 'name' || key === 'email' || key === 'comment' ? key : undefined);

type Status = { kind: 'success' | 'error'; message: string } | null;

/** The comment form: POST /submit-comment {name, email, comment, blog_id}; typed text survives any failure. */
export function CommentForm({ blogId, onPosted }: { blogId: number; onPosted(values: CommentValues): void }) {
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const form = useForm(CommentSchema, { name: '', email: '', comment: '' });

  const [send, busy] = useSendForm({
    form,
    send: async (values: CommentValues) => {
      setStatus(null);
      const answer = await call(commentAdd, { body: { ...values, blog_id: blogId } });
      // Name and email stay for a second comment; only the comment text is cleared.
      form.reset({ name: values.name, email: values.email, comment: '' });
      setStatus({ kind: 'success', message: messageFromBody(answer) ?? t('sent') });
      onPosted(values);
    },
    fieldFor: onField,
    // Messages for fields the form lacks are added to the status line.
    failed: (_error, { unplaced }) => {
      const detail = unplaced.map(([, message]) => message).join(' ');
      setStatus({ kind: 'error', message: detail ? t('failedWithDetail', { detail }) : t('failed') });
    },
  });

  return (
    <form className="sf-comment-form" noValidate aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit(send)}>
      <h3 id={`${id}-title`} className="sf-blog__heading">
        {t('formTitle')}
      </h3>
      <FormField form={form} name="name" label={t('name')} required autoComplete="name" />
      <FormField form={form} name="email" label={t('email')} type="email" required autoComplete="email" />
      <FormField form={form} name="comment" label={t('comment')} multiline required />
      <div role="status" aria-live="polite" className="sf-form-status">
        {status?.kind === 'success' && <p className="sf-form-status__success">{status.message}</p>}
      </div>
      <div role="alert" className="sf-form-status">
        {status?.kind === 'error' && <p className="sf-form-status__error">{status.message}</p>}
      </div>
      <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
