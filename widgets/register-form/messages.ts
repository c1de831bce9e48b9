import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('register-form', {
  title: 'Create an account',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  passwordRequired: 'The Password field is required',
  confirmPasswordRequired: 'The Confirm Password field is required',
  newsletter: 'Subscribe to newsletter',
  loading: 'Loading...',
  register: 'Register',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
  created: 'Account created successfully.',
  unexpected: 'Unexpected response from the server.',
});
