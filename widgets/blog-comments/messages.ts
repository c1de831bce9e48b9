import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('blog-comments', {
  heading: 'Comments ({count})',
  loading: 'Loading comments ...',
  loadFailed: 'Comments could not be loaded right now.',
  empty: 'No comments yet. Be the first to comment.',
  list: 'Comments',
  anonymous: 'Anonymous',
  pages: 'Comment pages',
  formTitle: 'Leave a Comment',
  name: 'Name',
  email: 'Email',
  comment: 'Comment',
  nameRequired: 'Please Enter Your Name.',
  emailRequired: 'Please Enter Your Email.',
  commentRequired: 'Please Enter Your Comments.',
  /** The field's name inside the form rules' generic texts ('The email field must be a valid email address'). */
  emailField: 'email',
  submit: 'Submit Comment',
  submitting: 'Submitting...',
  sent: 'Thank you! Your comment has been submitted.',
  failed: 'Failed to submit comment. Please try again.',
  /** The failure with the server's messages for fields the form lacks. */
  failedWithDetail: 'Failed to submit comment. Please try again. {detail}',
});
