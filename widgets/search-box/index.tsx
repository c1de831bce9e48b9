import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { SearchBoxShell } from './Shell';

/** Takes over the server's form with what the shopper already typed there, and its focus. */
export default defineWidget(Props, SearchBoxShell, (fallback) => {
  const typed = fallback.querySelector('input[name="q"]');
  return { seed: typed instanceof HTMLInputElement ? typed : null };
});
