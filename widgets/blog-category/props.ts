import * as v from 'valibot';
import { BlogList } from '../../shared/page/schemas/blog';

/** CONTRACT §4: category {name, slug}, blogs (list). One broken post is dropped, not the whole page. */
export const Props = v.looseObject({
  category: v.looseObject({ name: v.string(), slug: v.string() }),
  blogs: BlogList,
});
