import { call } from '../../shared/net/http/client';
import { categoryTree, type MenuCategory } from '../../shared/net/http/routes/navigation';
import { DisclosureMenu } from '../../shared/ui/DisclosureMenu';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

/** Bagisto's tree has a 'root' category; it is never a shopper's choice (any case). */
function withoutRoot(list: readonly MenuCategory[]): MenuCategory[] {
  const isRoot = (c: MenuCategory) => c.name.trim().toLowerCase() === 'root' || c.slug.trim().toLowerCase() === 'root';
  return list.filter((c) => !isRoot(c)).map((c) => ({ ...c, children: withoutRoot(c.children) }));
}

function Links({ list }: { list: readonly MenuCategory[] }) {
  return (
    <ul>
      {list.map((category) => (
        <li key={category.id}>
          <a href={`/categories/${encodeURIComponent(category.slug)}`}>{category.name}</a>
          {category.children.length > 0 && <Links list={category.children} />}
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 page furniture: the navbar's category menu, operable by keyboard. */
export function CategoryMenu() {
  const { data, state } = useRemote((signal) => call(categoryTree, { signal }), []);
  const list = withoutRoot(data ?? []);
  return (
    <DisclosureMenu className="sf-category-menu" label={t('label')}>
      {state === 'loading' && !data ? (
        <Spinner />
      ) : list.length === 0 ? (
        // SPEC §8: a failed load is only logged; the list stays empty.
        <p className="sf-muted sf-category-menu__empty">{t('empty')}</p>
      ) : (
        <Links list={list} />
      )}
    </DisclosureMenu>
  );
}
