import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { BlogList } from '../../shared/schemas/blog';
import { BlogCategory } from './BlogCategory';

/** CONTRACT §4: category {name, slug}, blogs (list). One broken post is dropped, not the whole page. */
const Props = v.looseObject({
  category: v.looseObject({ name: v.string(), slug: v.string() }),
  blogs: BlogList,
});

export default defineWidget(Props, BlogCategory);
