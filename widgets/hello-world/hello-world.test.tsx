import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import definition from './index';
import { speakBangla } from '../../shared/testing/page';

describe('hello-world', () => {
  it('renders Hello World through its widget definition and reports mounting', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    let mounted = false;
    const handle = definition.render(
      element,
      {},
      {
        onMounted: () => (mounted = true),
        onError: (e) => {
          throw e;
        },
      },
    );
    expect(await screen.findByText('Hello World')).toBeTruthy();
    await waitFor(() => expect(mounted).toBe(true));
    handle.unmount();
  });

  it('ignores props it does not take', () => {
    expect(definition.validate({ anything: 1 }).ok).toBe(true);
  });
});

describe('hello-world in Bangla', () => {
  it('greets in Bangla once the page is bn-BD', async () => {
    await speakBangla();
    const element = document.createElement('div');
    document.body.append(element);
    const handle = definition.render(
      element,
      {},
      {
        onMounted: () => undefined,
        onError: (e) => {
          throw e;
        },
      },
    );
    expect(await screen.findByText('হ্যালো ওয়ার্ল্ড')).toBeTruthy();
    handle.unmount();
  });
});
