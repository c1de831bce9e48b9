import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { spokenTimeLeft, timeLeft } from './time-left';
import { FlashDeals } from './FlashDeals';
import widget from './index';
import { resetForTest } from '../../shared/page/test-reset';

const server = useMockServer();
const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'simple',
  name,
  url_key: `deal-${id}`,
  price: '2000.0000',
  special_price: null,
  final_price: 1700,
  has_campaign: 1,
  short_description: 'Hand-woven cotton',
  images: [{ id, path: `product/${id}.jpg` }],
  ...extra,
});
const campaign = {
  id: 1,
  slug: 'eid-mega-flash-sale',
  title: 'Eid Mega Flash Sale',
  image: 'campaign/eid.jpg',
  short_description: 'Up to 15% off this Eid.',
};
const DAY = 86_400_000;

function answer(
  top: JsonBodyType = [row(1, 'Aarong Cotton Panjabi')],
  more: JsonBodyType = [row(2, 'Walton 43" Smart Android LED TV with remote control')],
  camp: JsonBodyType = campaign,
) {
  server.use(
    mock.get('/flashdeal/products', () => HttpResponse.json(top)),
    mock.get('/flashdeal/products/more', () => HttpResponse.json(more)),
    mock.get('/flashdeal/campaign', () => HttpResponse.json(camp)),
  );
}

describe('countdown maths', () => {
  it('splits the time left into days, hours, minutes and seconds, all 0 once past', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft(now + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_500, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
    expect(timeLeft(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(spokenTimeLeft(timeLeft(now + DAY + 60_000, now))).toBe('Deal ends in 1 day, 0 hours, 1 minute');
  });
});

describe('flash-deals', () => {
  beforeEach(() => {
    freshPage({ currencySymbol: '৳', isCustomer: false, storageUrl: '/storage/' });
    resetForTest();
  });

  it('needs endsAt as an ISO date-time', () => {
    expect(widget.validate({ endsAt: '2027-12-31T23:59:59+06:00' }).ok).toBe(true);
    expect(widget.validate({}).ok).toBe(false);
    expect(widget.validate({ endsAt: 'next friday' }).ok).toBe(false);
    expect(widget.validate({ endsAt: '2027-13-45T99:00:00' }).ok).toBe(false);
  });

  it('shows the subtitle, Top Deals cards with price, description and a quiet countdown', async () => {
    answer();
    const endsAt = new Date(Date.now() + 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 30_000).toISOString();
    render(<FlashDeals endsAt={endsAt} />);
    expect(screen.getByText('Special products in this month')).toBeTruthy();
    const top = await screen.findByRole('list', { name: 'Top Deals' });
    const card = within(top).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Aarong Cotton Panjabi' }).getAttribute('href')).toBe('/products/deal-1');
    expect(card.textContent).toContain('৳\u00a01,700');
    expect(card.textContent).toContain('৳\u00a02,000');
    expect(within(card).getByText('Hand-woven cotton')).toBeTruthy();
    const timer = within(card).getByRole('timer');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.getAttribute('aria-label')).toBe('Deal ends in 2 days, 3 hours, 4 minutes');
    expect(timer.textContent).toMatch(/^2Days03Hours04Minutes\d\dSeconds$/);
    expect(within(card).getByRole('button', { name: 'Add To Cart' })).toBeTruthy();
  });

  it('counts down to the fixed end and then says the deal has ended', async () => {
    answer();
    render(<FlashDeals endsAt={new Date(Date.now() + 1200).toISOString()} />);
    await screen.findByRole('timer');
    expect(await screen.findByText('This deal has ended', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the ended state at once when endsAt is past', async () => {
    answer();
    render(<FlashDeals endsAt="2020-01-01T00:00:00Z" />);
    expect(await screen.findByText('This deal has ended')).toBeTruthy();
  });

  it('links the campaign tile to its page with title and description', async () => {
    answer();
    render(<FlashDeals endsAt="2027-12-31T23:59:59+06:00" />);
    const tile = await screen.findByRole('link', { name: /Eid Mega Flash Sale/ });
    expect(tile.getAttribute('href')).toBe('/campaign-details/eid-mega-flash-sale');
    expect(tile.textContent).toContain('Up to 15% off this Eid.');
    expect((tile as HTMLElement).style.backgroundImage).toContain('/storage/campaign/eid.jpg');
  });

  it('shows more deals in a grid with names cut at 37', async () => {
    answer();
    render(<FlashDeals endsAt="2027-12-31T23:59:59+06:00" />);
    const grid = await screen.findByRole('list', { name: 'More Deals' });
    expect(within(grid).getByRole('heading').textContent).toBe('Walton 43" Smart Android LED TV with ...');
  });

  it('leaves out what fails or is empty, logging only (SPEC §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer([], { data: 'oops' }, {});
    render(<FlashDeals endsAt="2027-12-31T23:59:59+06:00" />);
    expect(await screen.findByText('No flash deals right now.')).toBeTruthy();
    expect(await screen.findByText('No more deals right now.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Eid/ })).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
