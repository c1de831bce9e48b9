import { useId } from 'react';
import { call } from '../../shared/net/http/client';
import { allCategories } from '../../shared/net/http/routes/categories';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

/** Bagisto's tree root is no shop category (SPEC §2: named 'root', any case). */
const isRoot = (name: string) => name.trim().toLowerCase() === 'root';

async function loadCategories(signal: AbortSignal) {
  const list = await call(allCategories, { signal });
  return list.map((c) => ({ id: c.id, slug: c.slug, name: c.name || c.category_name || c.slug })).filter((c) => !isRoot(c.name) && c.slug !== '');
}

/** All categories as links; the page's own category is marked current. */
export function CategorySidebar({ currentSlug }: { currentSlug?: string | undefined }) {
  const headingId = useId();
  const categories = useRemote(loadCategories, []);
  return (
    <nav className="sf-category-sidebar" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-category-sidebar__title">
        {t('title')}
      </h2>
      {categories.state === 'loading' && !categories.data ? (
        <Spinner />
      ) : (
        <ul className="sf-category-sidebar__list">
          {(categories.data ?? []).map((c) => (
            <li key={c.id}>
              <a href={`/categories/${encodeURIComponent(c.slug)}`} aria-current={c.slug === currentSlug ? 'page' : undefined}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
