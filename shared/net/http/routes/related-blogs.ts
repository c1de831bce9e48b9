// A blog post's related posts (SPEC §2 Blog).
import { BlogList } from '../../../page/schemas/blog';
import type { Route } from './route';

export const relatedBlogs = {
  method: 'GET',
  path: '/related-blogs/{categoryId}/{blogId}',
  schema: BlogList,
  safe: true,
} as const satisfies Route;
