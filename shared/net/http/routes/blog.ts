// The blog page's calls (SPEC §2 Blog): the shop's own controllers, bare collections.
import { AllBlogs, BlogCategoryList, BlogList } from '../../../page/schemas/blog';
import type { Route } from './route';

export const allBlogs = { method: 'GET', path: '/all/blogs', schema: AllBlogs, safe: true } as const satisfies Route;
export const featuredBlogs = { method: 'GET', path: '/featured/blogs', schema: BlogList, safe: true } as const satisfies Route;
export const trendingBlogs = { method: 'GET', path: '/trending/blogs', schema: BlogList, safe: true } as const satisfies Route;
export const blogCategories = { method: 'GET', path: '/all/blog-categories', schema: BlogCategoryList, safe: true } as const satisfies Route;
