import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { CategorySidebar } from './CategorySidebar';

const server = useMockServer();

describe('category-sidebar in Bangla', () => {
  beforeEach(() => speakBangla());

  it('names its navigation and heading in Bangla; category names stay as the server sends them', async () => {
    server.use(mock.get('/api/categories/all', () => HttpResponse.json([{ id: 4, name: 'Electronics', slug: 'electronics' }])));
    render(<CategorySidebar />);
    const nav = screen.getByRole('navigation', { name: 'ক্যাটাগরি' });
    expect(within(nav).getByRole('heading', { name: 'ক্যাটাগরি' })).toBeTruthy();
    expect(await within(nav).findByRole('link', { name: 'Electronics' })).toBeTruthy();
  });
});
