import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { speakBangla } from '../../shared/testing/page';
import { CategoryMenu } from './CategoryMenu';

const server = useMockServer();

describe('category-menu in Bangla', () => {
  beforeEach(() => speakBangla());

  it('opens from a Bangla button and says so in Bangla when there is nothing to list', async () => {
    server.use(mock.get('/api/categories', () => HttpResponse.json({ data: [] })));
    render(<CategoryMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'ক্যাটাগরি' }));
    expect(await screen.findByText('এই মুহূর্তে দেখানোর মতো কোনো ক্যাটাগরি নেই।')).toBeTruthy();
  });
});
