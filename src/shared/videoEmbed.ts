/**
 * How an article's video link is shown (public spec, "Video embed rules"): a known player gets an
 * iframe on its privacy-friendly embed address, anything else a plain 'Watch Video' link.
 */
export type VideoEmbed =
  | { kind: 'youtube' | 'vimeo' | 'tiktok'; src: string; title: string; href: string }
  | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^\d+$/;

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** 'www.youtube.com' and 'm.youtube.com' both count as 'youtube.com'. */
function hostIs(url: URL, domain: string): boolean {
  const host = url.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

const pathParts = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtubeId(url: URL): string | null {
  if (hostIs(url, 'youtu.be')) return pathParts(url)[0] ?? null;
  if (!hostIs(url, 'youtube.com') && !hostIs(url, 'youtube-nocookie.com')) return null;
  const [first, second] = pathParts(url);
  if (first === 'watch') return url.searchParams.get('v');
  if (first === 'shorts' || first === 'embed') return second ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const parts = pathParts(url);
  if (hostIs(url, 'player.vimeo.com')) return parts[0] === 'video' ? (parts[1] ?? null) : null;
  if (hostIs(url, 'vimeo.com')) return parts[0] ?? null;
  return null;
}

function tiktokId(url: URL): string | null {
  if (!hostIs(url, 'tiktok.com')) return null;
  const [user, video, id] = pathParts(url);
  return user?.startsWith('@') && video === 'video' ? (id ?? null) : null;
}

export function videoEmbedOf(videoUrl: string): VideoEmbed {
  const href = videoUrl.trim();
  const url = parse(href);
  if (!url) return { kind: 'link', href };

  const youtube = youtubeId(url);
  if (youtube !== null) {
    return YOUTUBE_ID.test(youtube)
      ? { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}`, title: 'YouTube video player', href }
      : { kind: 'link', href };
  }
  const tiktok = tiktokId(url);
  if (tiktok !== null) {
    return DIGITS.test(tiktok)
      ? { kind: 'tiktok', src: `https://www.tiktok.com/embed/v2/${tiktok}`, title: 'TikTok video player', href }
      : { kind: 'link', href };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null && DIGITS.test(vimeo)) {
    return { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}`, title: 'Vimeo video player', href };
  }
  return { kind: 'link', href };
}
