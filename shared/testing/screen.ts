import { vi } from 'vitest';
import { NARROW_QUERY } from '../ui/use-narrow-screen';

/** Answers the phone query as a 390 px screen would (happy-dom's window is 1024 px wide); `vi.restoreAllMocks()` ends it. */
export function onPhoneScreen(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        matches: media === NARROW_QUERY,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
