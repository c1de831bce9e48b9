import { isOffline } from '../net/http/errors';
import { t as failureText } from '../stores/messages';
import { t } from './messages';

interface LoadFailedProps {
  /** The load's error: a load that failed offline says so, whatever the island's own text. */
  error: unknown;
  /** The island's text for any other failure (a list shows this part only offline: none). */
  message?: string;
  retry(): void;
}

/** An island's data could not be loaded: what went wrong and a button that loads it again. */
export function LoadFailed({ error, message, retry }: LoadFailedProps) {
  return (
    <div className="sf-load-failed" role="alert">
      <p>{isOffline(error) ? failureText('offline') : message}</p>
      <button type="button" className="sf-button" onClick={retry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
