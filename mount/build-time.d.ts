// Modules build.mjs writes while it builds storefront.js.
declare module 'storefront:widget-chunks' {
  /** Hook name → the content hash of its chunk, dist/widgets/<name>-<HASH>.js. */
  const files: Readonly<Record<string, string>>;
  export default files;
}
