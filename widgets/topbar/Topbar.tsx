import { call } from '../../shared/net/http/client';
import { currencies as currencyList, locales as localeList, type Choice } from '../../shared/net/http/routes/topbar';
import { primaryLanguage } from '../../shared/text/i18n/catalogue';
import { globals } from '../../shared/page/globals';
import { DisclosureMenu } from '../../shared/ui/DisclosureMenu';
import { anyLoading, useRemote } from '../../shared/ui/use-remote';
import { choiceUrl, currentChoice, type ChoiceParam } from './choices';
import { t } from './messages';

function ChoiceMenu({ title, param, list }: { title: string; param: ChoiceParam; list: readonly Choice[] }) {
  const href = window.location.href;
  // A page reached without ?locale= is still in the session's language, which its globals carry.
  const current = currentChoice(list, param, href, param === 'locale' ? primaryLanguage(globals().locale) : undefined);
  return (
    <DisclosureMenu
      className="sf-topbar__menu"
      label={
        <>
          {title}: <strong>{current ? current.code : ''}</strong>
        </>
      }
    >
      <ul aria-label={title}>
        {list.map((choice) => (
          <li key={choice.code}>
            {/* A plain link: the backend switches on ?currency= / ?locale= and the page reloads. */}
            <a
              href={choiceUrl(href, param, choice.code)}
              aria-current={choice === current ? 'true' : undefined}
              lang={param === 'locale' ? choice.code : undefined}
            >
              {param === 'currency' ? `${choice.code}${choice.symbol ? ` (${choice.symbol})` : ''} ${choice.name}` : choice.name || choice.code}
              {choice === current && <span aria-hidden="true"> ✓</span>}
            </a>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}

/**
 * SPEC §2 page furniture: the topbar's currency and language switchers. A list
 * that fails or comes back empty is simply left out (SPEC §8: logged only).
 */
export function Topbar() {
  const currencies = useRemote((signal) => call(currencyList, { signal }), []);
  const locales = useRemote((signal) => call(localeList, { signal }), []);
  // Both menus appear together: one arriving first would be pushed aside by the other.
  const settled = !anyLoading(currencies, locales);
  return (
    <div className="sf-topbar" aria-busy={!settled || undefined}>
      {settled && currencies.data && currencies.data.length > 0 && <ChoiceMenu title={t('currency')} param="currency" list={currencies.data} />}
      {settled && locales.data && locales.data.length > 0 && <ChoiceMenu title={t('language')} param="locale" list={locales.data} />}
    </div>
  );
}
