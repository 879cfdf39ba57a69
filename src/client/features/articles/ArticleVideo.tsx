import { Box, Link, Stack } from '@chakra-ui/react';
import { videoEmbedOf } from '../../../shared/videoEmbed';

const externalLink = {
  target: '_blank',
  rel: 'noopener noreferrer',
  color: 'navy.fg',
  fontWeight: 'semibold',
  textDecoration: 'underline',
} as const;

/** The article's video: an embedded player for YouTube, TikTok and Vimeo, else a 'Watch Video' link. */
export function ArticleVideo({ url }: { url: string }) {
  const embed = videoEmbedOf(url);
  if (embed.kind === 'link') {
    return (
      <Link href={embed.href} {...externalLink}>
        Watch Video
        <Box as="span" srOnly>
          {' '}
          (opens in a new tab)
        </Box>
      </Link>
    );
  }
  const tiktok = embed.kind === 'tiktok';
  return (
    <Stack gap="2">
      {/* 16:9 for landscape players; TikTok's portrait player needs a tall box */}
      <Box
        position="relative"
        width="100%"
        maxW={tiktok ? '340px' : undefined}
        aspectRatio={tiktok ? '9 / 16' : '16 / 9'}
        borderRadius="md"
        overflow="hidden"
        bg="navy.950"
      >
        <iframe
          src={embed.src}
          title={embed.title}
          loading="lazy"
          allowFullScreen
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
      {tiktok && (
        <Link href={embed.href} {...externalLink} fontSize="sm">
          Watch on TikTok
          <Box as="span" srOnly>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>
      )}
    </Stack>
  );
}
