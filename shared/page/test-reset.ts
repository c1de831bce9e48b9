// Tests start each case on a fresh page: a store with state of its own says here how to forget
// it. Registered only outside production builds (build.mjs defines NODE_ENV), so the bundle
// carries neither the registrations nor this list.
const resets: Array<() => void> = [];

export function onTestReset(reset: () => void): void {
  resets.push(reset);
}

/** Forgets every store's state (the cart, lists, globals read, listing filters). */
export function resetForTest(): void {
  for (const reset of resets) reset();
}
