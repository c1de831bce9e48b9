// Modules build.mjs writes while it builds storefront.js.
declare module 'storefront:widget-chunks' {
  /** Hook name → the content hash of its chunk, dist/widgets/<name>-<HASH>.js. */
  const files: Readonly<Record<string, string>>;
  export default files;
}

declare module 'storefront:core-chunk' {
  /** The core chunk's file (React and the kernel) in dist/, e.g. `chunks/chunk-HASH.js`. */
  const file: string;
  export default file;
}
