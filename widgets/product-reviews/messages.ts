import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('product-reviews', {
  heading: 'Reviews',
  headingCount: 'Reviews ({total})',
  write: 'Write a Review',
  loading: 'Loading reviews ...',
  list: 'Customer reviews',
  empty: 'No reviews yet.',
  pages: 'Review pages',
  failed: 'Failed to submit review. Please try again.',
  guest: 'Please login for write review.',
  title: 'Title',
  comment: 'Comment',
  rating: 'Rating',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  stars: '{n, plural, one {# star} other {# stars}}',
  rated: 'Rated {rating} out of {scale}',
  titleRequired: 'Please Enter Title.',
  commentRequired: 'Please Enter Your Comment.',
  ratingMin: 'Please choose a rating of at least {min} star.',
  ratingMax: 'Please choose a rating of at most {max} stars.',
});
