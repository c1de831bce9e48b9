import { CUTS, cut } from '../../shared/text/format/cut';
import { onImageError, storageImage } from '../../shared/text/format/image';
import { call } from '../../shared/net/http/client';
import { homeCategories } from '../../shared/net/http/routes/featured-categories';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemote } from '../../shared/ui/use-remote';
import { t } from './messages';

/** SPEC §2 Home: Featured Categories. */
export function FeaturedCategories() {
  const { data, state } = useRemote((signal) => call(homeCategories, { signal }), []);
  const list = data ?? [];
  return (
    <section className="sf-featured-categories" aria-labelledby="sf-featured-categories-title">
      <h2 id="sf-featured-categories-title" className="sf-section-title">
        {t('title')}
      </h2>
      <p className="sf-section-subtitle">{t('subtitle')}</p>
      {state === 'loading' && !data ? (
        <Spinner />
      ) : list.length === 0 ? (
        // SPEC §8: a failed load is only logged; the list stays empty.
        <p className="sf-muted">{t('empty')}</p>
      ) : (
        <ul className="sf-featured-categories__list">
          {list.map((category) => (
            <li key={category.id}>
              <a className="sf-featured-categories__card" href={`/categories/${encodeURIComponent(category.slug)}`}>
                <img src={storageImage(category.logo_path)} alt="" width={96} height={96} loading="lazy" decoding="async" onError={onImageError} />
                {/* The cut name is shown; the whole name is what a screen reader hears. */}
                <span className="sf-featured-categories__name" aria-hidden="true" title={category.category_name}>
                  {cut(category.category_name, CUTS.category)}
                </span>
                <span className="sf-visually-hidden">{category.category_name}, </span>
                <span className="sf-featured-categories__count">{t('count', { count: category.product_count ?? 0 })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
