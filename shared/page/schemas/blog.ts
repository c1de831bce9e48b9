import * as v from 'valibot';
import { Id, listOf, Text } from './common';

/**
 * A blog's thumbnail or banner: the shop stores a JSON list of paths in a text
 * column ('["blog/1/a.jpg"]'). Also accepts a real array or a bare path. A broken
 * list gives [] (the card then shows the placeholder), never an exception.
 */
export function parsePathList(raw: unknown): string[] {
  let value: unknown = raw;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    // A bare path is taken as a one-item list; anything else that is not a JSON list is broken.
    if (!text.startsWith('[')) return /^[^\s"'{}[\]<>]+$/.test(text) ? [text] : [];
    try {
      value = JSON.parse(text);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

const PathList = v.optional(v.pipe(v.unknown(), v.transform(parsePathList)), '');

const BlogCategoryRef = v.looseObject({ id: v.optional(v.nullable(Id), null), name: Text, slug: Text });

/** SPEC §3 Blog. Only id and slug are needed to show a card; the rest defaults to ''. */
export const Blog = v.pipe(
  v.looseObject({
    id: Id,
    slug: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    title: Text,
    description: Text,
    thumbnail: PathList,
    banner: PathList,
    category: v.optional(v.nullable(BlogCategoryRef), null),
    category_id: v.optional(v.nullable(Id), null),
    category_name: Text,
    category_slug: Text,
    admin_name: Text,
    created_at: Text,
  }),
  // One place decides the category a card names: the nested object, else the flat columns.
  v.transform((b) => ({
    ...b,
    categoryName: b.category?.name || b.category_name,
    categorySlug: b.category?.slug || b.category_slug,
  })),
);
export type Blog = v.InferOutput<typeof Blog>;

export const BlogCategory = v.looseObject({ id: Id, name: Text, slug: v.pipe(v.string(), v.trim(), v.nonEmpty()) });
export type BlogCategory = v.InferOutput<typeof BlogCategory>;

/** SPEC §3 Comment: comment_by, comments, date. */
export const BlogComment = v.looseObject({ id: v.optional(v.nullable(Id), null), comment_by: Text, comments: Text, date: Text });
export type BlogComment = v.InferOutput<typeof BlogComment>;

export const BlogList = listOf(Blog);
export const BlogCategoryList = listOf(BlogCategory);
export const CommentList = listOf(BlogComment);

/** GET /all/blogs: {first_blog, rest_blogs}, possibly wrapped in data. */
export const AllBlogs = v.pipe(
  v.unknown(),
  v.transform((value) =>
    value !== null && typeof value === 'object' && 'data' in value && !('rest_blogs' in value) ? (value as { data: unknown }).data : value,
  ),
  v.looseObject({
    first_blog: v.optional(v.nullable(v.unknown()), null),
    rest_blogs: v.optional(v.nullable(BlogList), null),
  }),
  v.transform(({ first_blog, rest_blogs }) => {
    const first = first_blog == null ? null : v.safeParse(Blog, first_blog);
    return { first: first?.success ? first.output : null, rest: rest_blogs ?? [] };
  }),
);
