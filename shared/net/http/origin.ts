/** Whether `url` (absolute or relative to the page) points at the page's own origin. */
export function isSameOrigin(url: string | URL, base: string = window.location.href): boolean {
  try {
    const target = new URL(url, base);
    return target.origin === new URL(base).origin && /^https?:$/.test(target.protocol);
  } catch {
    return false;
  }
}

/** A cookie's raw value (still URL-encoded), or undefined. */
function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Laravel's XSRF-TOKEN cookie is URL-encoded; the header wants it decoded. */
export function xsrfToken(): string | undefined {
  const raw = readCookie('XSRF-TOKEN');
  if (raw === undefined || raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
