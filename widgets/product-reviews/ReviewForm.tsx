import { useRef } from 'react';
import { FormField } from '../../shared/forms/Field';
import { serverFieldErrors } from '../../shared/forms/server-errors';
import { useSchemaForm } from '../../shared/forms/use-form';
import { call } from '../../shared/http/client';
import { reviewAdd } from '../../shared/http/routes/reviews';
import { formData } from '../../shared/http/form-data';
import { HttpError, refusalFromBody } from '../../shared/http/errors';
import { flash } from '../../shared/stores/flash';
import { globals } from '../../shared/stores/globals';
import { t } from './messages';
import { ReviewForm as Schema } from './schema';
import { StarRating } from './StarRating';

const FIELDS = ['title', 'comment', 'rating'] as const;
const onField = (key: string) => FIELDS.find((field) => field === key);

/**
 * SPEC Reviews tab form. Guests get the SPEC warning and nothing is sent;
 * customers post multipart to /api/product/{id}/review. What was typed stays
 * on any failure; it is cleared only once the server accepted the review.
 */
export function ReviewForm({ id, productId, onPosted }: { id: string; productId: number; onPosted(): void }) {
  const form = useSchemaForm(Schema, { title: '', comment: '', rating: 0 });
  const { handleSubmit, formState, watch, reset } = form;
  const sending = useRef(false);

  const send = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await call(reviewAdd, { params: { productId }, body: formData(values) });
      const message = answer.data?.message ?? answer.message;
      const refused = answer.data?.error_message;
      if (message) {
        flash('success', message);
        reset();
        onPosted();
      } else flash('error', refused || t('failed'));
    } catch (error) {
      // A 422 for one of the form's fields is shown there and nowhere else.
      if (serverFieldErrors(form, error, onField).some(([key]) => onField(key))) return;
      // Not the server's message (SPEC §8): only a refusal, whatever its status, carries words for the shopper.
      flash('error', (error instanceof HttpError && refusalFromBody(error.body)) || t('failed'));
    } finally {
      sending.current = false;
    }
  });

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
      <button
        type="submit"
        className="sf-button sf-button--primary"
        disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting || undefined}
      >
        {formState.isSubmitting ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
