/** A header link with a count, named for screen readers like 'Wishlist, 3 items'. */
export function CountBadge({ href, name, icon, count }: { href: string; name: string; icon: string; count: number }) {
  return (
    <a className="sf-count-badge" href={href} aria-label={`${name}, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <span aria-hidden="true" className="sf-count-badge__icon">
        {icon}
      </span>
      <span aria-hidden="true" className="sf-count-badge__name">
        {name}
      </span>
      <span aria-hidden="true" className="sf-badge" data-testid="count">
        {count}
      </span>
    </a>
  );
}
