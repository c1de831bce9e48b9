import type * as v from 'valibot';
import { FormField } from '../../shared/ui/forms/Field';
import { useForm } from '../../shared/ui/forms/form';
import { useSendForm } from '../../shared/ui/forms/use-send-form';
import { call } from '../../shared/net/http/client';
import { reviewAdd } from '../../shared/net/http/routes/reviews';
import { formData } from '../../shared/net/http/form-data';
import { HttpError, refusal, refusalFromBody } from '../../shared/net/http/errors';
import { flash } from '../../shared/stores/flash';
import { globals } from '../../shared/page/globals';
import { t } from './messages';
import { ReviewForm as Schema } from './schema';
import { StarRating } from './StarRating';

const FIELDS = ['title', 'comment', 'rating'] as const;
type ReviewValues = v.InferOutput<typeof Schema>;
const onField = (key: string) => FIELDS.find((field) => field === key);

/**
 * SPEC Reviews tab form. Guests get the SPEC warning and nothing is sent;
 * customers post multipart to /api/product/{id}/review. What was typed stays
 * on any failure; it is cleared only once the server accepted the review.
 */
export function ReviewForm({ id, productId, onPosted }: { id: string; productId: number; onPosted(): void }) {
  const form = useForm(Schema, { title: '', comment: '', rating: 0 });
  const { handleSubmit, watch, reset } = form;

  const [post, busy] = useSendForm({
    form,
    send: async (values: ReviewValues) => {
      const answer = await call(reviewAdd, { params: { productId }, body: formData(values) });
      // An answer without the success message is a refusal, whatever it says.
      if (!(answer.data?.message ?? answer.message)) throw refusal(answer);
      return answer;
    },
    succeeded: (answer) => answer.data?.message ?? answer.message,
    onSent: () => {
      reset();
      onPosted();
    },
    fieldFor: onField,
    // A 422 for one of the form's fields is shown there and nowhere else. Otherwise not the server's
    // message (SPEC §8): only a refusal, whatever its status, carries words for the shopper.
    failed: (error, { placed }) => {
      if (!placed) flash('error', (error instanceof HttpError && refusalFromBody(error.body)) || t('failed'));
    },
  });
  const send = handleSubmit(post);

  return (
    <form
      id={id}
      className="sf-review-form"
      aria-label={t('write')}
      noValidate
      onSubmit={(event) => {
        if (!globals().isCustomer) {
          event.preventDefault();
          flash('warning', t('guest'));
          return;
        }
        void send(event);
      }}
    >
      <FormField form={form} name="title" label={t('title')} required autoComplete="off" />
      <FormField form={form} name="comment" label={t('comment')} required multiline />
      <StarRating form={form} name="rating" value={Number(watch('rating')) || 0} />
      <button type="submit" className="sf-button sf-button--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
