// What build.mjs and vitest.config.ts give the catalogue (shared/text/i18n/parts.mjs).

declare module 'storefront:catalogue/scopes' {
  /** Every scope of the catalogue: an id of the backend's `messages` outside them names nothing. */
  const scopes: readonly string[];
  export default scopes;
}

declare module 'storefront:catalogue/bn' {
  const parts: Readonly<Record<string, Readonly<Record<string, string>>>>;
  export default parts;
}
