import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/net/http/errors';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { SavedAddress } from '../../shared/net/http/routes/checkout';
import { chosenFromSaved } from './api';
import { useCheckout } from './use-checkout';

const server = useMockServer();
const address = (id: number) =>
  chosenFromSaved(
    v.parse(SavedAddress, {
      id,
      first_name: 'Rahim',
      last_name: 'Uddin',
      address: 'House 12',
      city: 'Dhaka',
      state: 'Dhanmondi',
      postcode: '1209',
      phone: '01711223344',
    }),
  );
const rates = {
  flatrate: {
    carrier_title: 'Express',
    rates: [
      { method: 'flatrate_flatrate', method_title: 'Express', price: 60 },
      { method: 'table_rate', method_title: 'Other', price: 1 },
    ],
  },
};

describe('useCheckout', () => {
  beforeEach(() => {
    freshPage();
    server.use(mock.get('/api/checkout/cart', () => HttpResponse.json({ data: null })));
  });

  it('saves an address and offers only the shop’s shipping methods', async () => {
    server.use(mock.post('/api/checkout/onepage/addresses', () => HttpResponse.json({ data: { shippingMethods: rates } })));
    const { result } = renderHook(() => useCheckout());
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.chooseAddress('1', address(1));
    });
    expect(saved).toBe(true);
    expect(result.current.state).toMatchObject({ addressKey: '1', addressState: 'saved' });
    expect(result.current.state.rates.map((r) => r.method)).toEqual(['flatrate_flatrate']);
  });

  it('drops the answer of an older choice that lands after a newer one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      mock.post('/api/checkout/onepage/addresses', async ({ request }) => {
        const body = (await request.json()) as { address_id: number };
        if (body.address_id === 1) await gate;
        return HttpResponse.json({ data: { shippingMethods: rates } });
      }),
    );
    const { result } = renderHook(() => useCheckout());
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.chooseAddress('1', address(1));
    });
    await act(async () => {
      expect(await result.current.chooseAddress('2', address(2))).toBe(true);
    });
    release();
    await act(async () => expect(await first).toBe(false));
    expect(result.current.state).toMatchObject({ addressKey: '2', addressState: 'saved' });
  });

  it('forgets a refused address and rejects with the HttpError; a foreign redirect is refused too', async () => {
    server.use(mock.post('/api/checkout/onepage/addresses', () => HttpResponse.json({ message: 'Invalid' }, { status: 422 })));
    const { result } = renderHook(() => useCheckout());
    await act(async () => {
      await expect(result.current.chooseAddress('1', address(1))).rejects.toMatchObject({ status: 422 });
    });
    expect(result.current.state).toMatchObject({ address: null, addressKey: null, addressState: 'idle' });
    server.use(
      mock.post('/api/checkout/onepage/addresses', () => HttpResponse.json({ data: { redirect: true, redirect_url: 'https://evil.example/' } })),
    );
    let failure: unknown;
    await act(async () => {
      failure = await result.current.chooseAddress('1', address(1)).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).kind).toBe('redirect');
    await waitFor(() => expect(result.current.state.addressState).toBe('idle'));
  });
});
