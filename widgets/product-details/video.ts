/** An embeddable video, built from a parsed id only (never from the raw link). */
export interface VideoEmbed {
  provider: 'YouTube' | 'Vimeo';
  id: string;
  src: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind && ['embed', 'shorts', 'live', 'v'].includes(kind) ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  // vimeo.com/ID, vimeo.com/channels/name/ID, vimeo.com/groups/name/videos/ID
  return parts.at(-1);
}

/**
 * The product's video_link as a YouTube or Vimeo embed, or null for anything
 * else (other hosts, javascript: and data: links, malformed ids): only a
 * parsed, pattern-checked id ever reaches the iframe src.
 */
export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  const raw = link?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const yt = youtubeId(url);
  if (yt !== undefined && YOUTUBE_ID.test(yt)) return { provider: 'YouTube', id: yt, src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vm = vimeoId(url);
  if (vm !== undefined && VIMEO_ID.test(vm)) return { provider: 'Vimeo', id: vm, src: `https://player.vimeo.com/video/${vm}` };
  return null;
}
