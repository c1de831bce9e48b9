import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Blog } from '../page/schemas/blog';
import { makeBlog } from '../testing/blog';
import { freshPage, speakBangla } from '../testing/page';
import { BlogCard } from './BlogCard';
import { CartLoadFailed } from './CartStates';
import { EmptyCart } from './EmptyCart';
import { CountBadge } from './CountBadge';
import { Drawer } from './Drawer';
import { Pagination } from './Pagination';
import { Spinner } from './Spinner';

// The kernel's shared components on a Bangla page: texts from the catalogue, numbers in Bengali digits.
describe('kernel components in Bangla', () => {
  beforeEach(() => speakBangla());

  it('CountBadge: the count in Bengali digits, inside a Bangla name', () => {
    render(<CountBadge href="/customer/wishlist" name="উইশলিস্ট" icon="♡" count={3} />);
    const link = screen.getByRole('link', { name: 'উইশলিস্ট, ৩ পণ্য' });
    expect(link.getAttribute('href')).toBe('/customer/wishlist');
    expect(screen.getByTestId('count').textContent).toBe('৩');
  });

  it('Pagination: Bangla labels and page numbers in Bengali digits', () => {
    render(<Pagination page={2} pageSize={10} total={120} pageSizes={[10, 20]} onPage={vi.fn()} onPageSize={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'পৃষ্ঠাগুলো' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পূর্ববর্তী' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পরবর্তী' })).toBeTruthy();
    const current = screen.getByRole('button', { name: 'পৃষ্ঠা ২' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.textContent).toBe('২');
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ১২' }).textContent).toBe('১২');
    const size = screen.getByRole('combobox', { name: 'প্রতি পৃষ্ঠায়' }) as HTMLSelectElement;
    expect([...size.options].map((o) => [o.value, o.textContent])).toEqual([
      ['10', '১০'],
      ['20', '২০'],
    ]);
  });

  it('Spinner, the cart states and the drawer speak Bangla', () => {
    render(
      <>
        <Spinner />
        <CartLoadFailed />
        <EmptyCart />
        <Drawer open={false} labelledBy="x" onClose={vi.fn()}>
          <h2 id="x">ফিল্টার</h2>
        </Drawer>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('লোড হচ্ছে…');
    expect(screen.getByRole('alert').textContent).toContain('আপনার কার্ট লোড করা যায়নি।');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
    expect(screen.getByText('আপনার কার্ট খালি!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' }).getAttribute('href')).toBe('/');
    expect(document.querySelector('.sf-drawer__close')?.getAttribute('aria-label')).toBe('বন্ধ করুন');
  });

  it('BlogCard: the author line in Bangla and the date in the page locale', () => {
    render(<BlogCard blog={v.parse(Blog, makeBlog(1))} />);
    expect(screen.getByText('লিখেছেন Nusrat Jahan')).toBeTruthy();
    expect(screen.getByText('৫ মার্চ, ২০২৫')).toBeTruthy();
  });

  it('an English page keeps SPEC texts and Latin digits', () => {
    freshPage();
    render(<CountBadge href="/compare" name="Compare" icon="⇄" count={1} />);
    expect(screen.getByRole('link', { name: 'Compare, 1 item' })).toBeTruthy();
    expect(screen.getByTestId('count').textContent).toBe('1');
  });
});
