import { describe, expect, it } from 'vitest';
import { videoEmbedOf } from '../../src/shared/videoEmbed';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('videoEmbedOf', () => {
  it.each([
    ['watch form', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['watch form with extra parameters', 'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s'],
    ['mobile watch form', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtu.be short link', 'https://youtu.be/dQw4w9WgXcQ?si=abc'],
    ['shorts form', 'https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['embed form', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
  ])('embeds a YouTube %s on youtube-nocookie', (_, url) => {
    expect(videoEmbedOf(url)).toEqual({ kind: 'youtube', src: YT, title: 'YouTube video player', href: url });
  });

  it.each([
    ['a short id', 'https://www.youtube.com/watch?v=abc123'],
    ['a long id', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['bad characters', 'https://www.youtube.com/embed/dQw4w9W%3CcQ'],
    ['no id at all', 'https://www.youtube.com/watch'],
    ['a channel page', 'https://www.youtube.com/@veterans'],
  ])('falls back to a link for a YouTube URL with %s', (_, url) => {
    expect(videoEmbedOf(url)).toEqual({ kind: 'link', href: url });
  });

  it('embeds a TikTok video link and keeps the original as the fallback link', () => {
    const url = 'https://www.tiktok.com/@va.gov/video/7234567890123456789?lang=en';
    expect(videoEmbedOf(url)).toEqual({
      kind: 'tiktok',
      src: 'https://www.tiktok.com/embed/v2/7234567890123456789',
      title: 'TikTok video player',
      href: url,
    });
  });

  it.each(['https://www.tiktok.com/@va.gov/video/notdigits', 'https://www.tiktok.com/@va.gov', 'https://vm.tiktok.com/ZMabc/'])(
    'links to a TikTok URL that is not a video: %s',
    (url) => expect(videoEmbedOf(url)).toEqual({ kind: 'link', href: url }),
  );

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?h=abc'])('embeds Vimeo %s', (url) => {
    expect(videoEmbedOf(url)).toEqual({
      kind: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871',
      title: 'Vimeo video player',
      href: url,
    });
  });

  it.each([
    'https://vimeo.com/channels/staffpicks',
    'https://example.org/video.mp4',
    'not a url',
    'javascript:alert(1)',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
  ])('shows a Watch Video link for %s', (url) => {
    expect(videoEmbedOf(url)).toEqual({ kind: 'link', href: url });
  });
});
