/** SPEC §2 account side menu, in its order. */
const ACCOUNT_MENU: ReadonlyArray<readonly [label: string, path: string]> = [
  ['Profile', '/customer/account/profile'],
  ['Orders', '/customer/account/orders/data'],
  ['Reviews', '/customer/account/reviews'],
  ['Downloads', '/customer/account/downloadable-products'],
  ['Addresses', '/customer/account/addresses'],
];

/** The account side menu; the current screen is marked for screen readers (aria-current). */
export function AccountMenu({ current }: { current: string }) {
  return (
    <nav className="sf-account-menu" aria-label="Account menu">
      <ul>
        {ACCOUNT_MENU.map(([label, path]) => (
          <li key={path}>
            <a href={path} className="sf-account-menu__link" aria-current={path === current ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
