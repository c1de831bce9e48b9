import { useEffect, useRef, useState } from 'react';
import { flashFailure } from '../../shared/stores/failure';
import { flash } from '../../shared/stores/flash';
import { globals } from '../../shared/page/globals';
import { useWishlist } from '../../shared/stores/use-wishlist';
import { refreshWishlist } from '../../shared/stores/wishlist';
import { removeFromWishlist } from '../../shared/stores/wishlist-edits';
import type { WishlistItem } from '../../shared/page/schemas/wishlist';
import { goTo, LOGIN_PATH } from '../../shared/net/navigate';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Spinner } from '../../shared/ui/Spinner';
import { useAction } from '../../shared/ui/use-action';
import { WishlistRow } from './WishlistRow';
import { t } from './messages';

const REMOVE_FAILED = () => t('removeFailed');
/** Stands for the login link while the sentence around it is split. */
const LINK = '\u0000';

/** SPEC §2 /customer/wishlist: the shared wishlist store as a table; the header badge follows it. */
export function Wishlist() {
  // Read again on every visit: the list may have changed since another page loaded it.
  const { items, state } = useWishlist({ fresh: true });
  const customer = globals().isCustomer;
  const [pending, setPending] = useState<WishlistItem | null>(null);
  // Focus lands on the island after a delete took the Remove button (or the whole table) away.
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // SPEC §6: a guest's wishlist lives behind the login.
    if (!customer) goTo(LOGIN_PATH);
  }, [customer]);

  const [confirm, removing] = useAction(async () => {
    if (!pending) return;
    try {
      await removeFromWishlist(pending.id);
      flash('success', t('removed'));
    } catch (error) {
      flashFailure(error, { fallback: REMOVE_FAILED });
    } finally {
      setPending(null);
    }
  });

  return (
    <div ref={root} tabIndex={-1} className="sf-wishlist-island">
      {body()}
    </div>
  );

  /** What the island shows inside its focusable root. */
  function body() {
    if (!customer) {
      // One sentence whatever the language's word order: the link goes where {link} stands.
      const [before = '', after = ''] = t('loginPrompt', { link: LINK }).split(LINK);
      return (
        <p className="sf-wishlist__empty">
          {before}
          <a href={LOGIN_PATH} className="sf-link">
            {t('logIn')}
          </a>
          {after}
        </p>
      );
    }
    if (items.length === 0 && (state === 'loading' || state === 'idle')) return <Spinner label={t('loading')} />;
    if (items.length === 0 && state === 'error') {
      return (
        <div className="sf-wishlist__empty" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="sf-button" onClick={() => refreshWishlist().catch(() => undefined)}>
            {t('tryAgain')}
          </button>
        </div>
      );
    }
    if (items.length === 0) return <p className="sf-wishlist__empty">{t('empty')}</p>;

    return (
      <div className="sf-wishlist">
        <table className="sf-table">
          <caption className="sf-visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col">
                <span className="sf-visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} onRemove={setPending} removing={removing && pending?.id === item.id} />
            ))}
          </tbody>
        </table>
        <ConfirmDialog
          open={pending !== null}
          busy={removing}
          fallbackFocus={() => root.current}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      </div>
    );
  }
}
