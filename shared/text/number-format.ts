const formats = new Map<string, Intl.NumberFormat>();

/** One `Intl.NumberFormat` per locale and options for the page's life: building one costs far more than using it. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
