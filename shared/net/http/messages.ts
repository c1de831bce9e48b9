import { defineMessages } from '../../text/i18n/catalogue';

/** The failures a shopper may read (the session notice; compare shows the error's own text, SPEC §8). */
export const t = defineMessages('http', {
  sessionExpired: 'Your session has expired. Please reload the page.',
  network: 'Network Error',
  status: 'Request failed with status code {status}',
  unexpected: 'Unexpected response from the server.',
  redirect: 'Unexpected redirect',
});
