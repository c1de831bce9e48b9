import { t } from './messages';

/** SPEC §2 account side menu, in its order. */
const ACCOUNT_MENU: ReadonlyArray<readonly [label: Parameters<typeof t>[0], path: string]> = [
  ['menuProfile', '/customer/account/profile'],
  ['menuOrders', '/customer/account/orders/data'],
  ['menuReviews', '/customer/account/reviews'],
  ['menuDownloads', '/customer/account/downloadable-products'],
  ['menuAddresses', '/customer/account/addresses'],
];

/** The account side menu; the current screen is marked for screen readers (aria-current). */
export function AccountMenu({ current }: { current: string }) {
  return (
    <nav className="sf-account-menu" aria-label={t('accountMenu')}>
      <ul>
        {ACCOUNT_MENU.map(([label, path]) => (
          <li key={path}>
            <a href={path} className="sf-account-menu__link" aria-current={path === current ? 'page' : undefined}>
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
