import { useId, useState } from 'react';
import * as v from 'valibot';
import { serverFieldErrors } from '../../shared/forms/server-errors';
import { useSchemaForm } from '../../shared/forms/use-form';
import { Field } from '../../shared/forms/Field';
import { email, required } from '../../shared/forms/rules';
import { http } from '../../shared/http/client';
import { messageFromBody } from '../../shared/http/errors';
import { AnyAnswer } from '../../shared/schemas/common';
import { useAction } from '../../shared/ui/use-action';

/** SPEC §5 Blog comment: all three required, with the SPEC's own messages. */
const CommentSchema = v.object({
  name: required('name', 'Please Enter Your Name.'),
  email: email('email', 'Please Enter Your Email.'),
  comment: required('comment', 'Please Enter Your Comments.'),
});
export type CommentValues = v.InferOutput<typeof CommentSchema>;

export const COMMENT_FAILED = 'Failed to submit comment. Please try again.';
const COMMENT_SENT = 'Thank you! Your comment has been submitted.';

const onField = (key: string) => (key === 'name' || key === 'email' || key === 'comment' ? key : undefined);

type Status = { kind: 'success' | 'error'; message: string } | null;

/** The comment form: POST /submit-comment {name, email, comment, blog_id}; typed text survives any failure. */
export function CommentForm({ blogId, onPosted }: { blogId: number; onPosted(values: CommentValues): void }) {
  const id = useId();
  const [status, setStatus] = useState<Status>(null);
  const form = useSchemaForm(CommentSchema, { name: '', email: '', comment: '' });
  const { errors } = form.formState;

  const [send, busy] = useAction(async (values: CommentValues) => {
    setStatus(null);
    try {
      const answer = await http.post('/submit-comment', { ...values, blog_id: blogId }, AnyAnswer);
      // Name and email stay for a second comment; only the comment text is cleared.
      form.reset({ name: values.name, email: values.email, comment: '' });
      setStatus({ kind: 'success', message: messageFromBody(answer) ?? COMMENT_SENT });
      onPosted(values);
    } catch (error) {
      // Messages for fields the form lacks are added to the status line.
      const unmapped = serverFieldErrors(form, error, onField).filter(([key]) => !onField(key));
      const detail = unmapped.map(([, message]) => message).join(' ');
      setStatus({ kind: 'error', message: detail ? `${COMMENT_FAILED} ${detail}` : COMMENT_FAILED });
    }
  });

  return (
    <form className="sf-comment-form" noValidate aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit(send)}>
      <h3 id={`${id}-title`} className="sf-blog__heading">
        Leave a Comment
      </h3>
      <Field label="Name" required autoComplete="name" registration={form.register('name')} error={errors.name} />
      <Field label="Email" type="email" required autoComplete="email" registration={form.register('email')} error={errors.email} />
      <Field label="Comment" multiline required registration={form.register('comment')} error={errors.comment} />
      <div role="status" aria-live="polite" className="sf-form-status">
        {status?.kind === 'success' && <p className="sf-form-status__success">{status.message}</p>}
      </div>
      <div role="alert" className="sf-form-status">
        {status?.kind === 'error' && <p className="sf-form-status__error">{status.message}</p>}
      </div>
      <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Submitting...' : 'Submit Comment'}
      </button>
    </form>
  );
}
