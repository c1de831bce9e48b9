// A blog post's comments (SPEC §2 Blog).
import { CommentList } from '../../../page/schemas/blog';
import { AnyAnswer } from '../../../page/schemas/common';
import type { Route } from './route';

export const blogComments = { method: 'GET', path: '/all-comments/{blogId}', schema: CommentList, safe: true } as const satisfies Route;

export const commentAdd = {
  method: 'POST',
  path: '/submit-comment',
  schema: AnyAnswer,
} as const satisfies Route;
