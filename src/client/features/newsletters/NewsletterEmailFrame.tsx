import { Box, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { trpc } from '../../trpc';

/** Before the email has laid out (or if its height cannot be read): about one screen of it. */
const FALLBACK_HEIGHT = 900;

/** Links in the email open in a new tab instead of inside the frame. */
export function withNewTabLinks(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

/**
 * The sent newsletter exactly as the email renders it, in a sandboxed frame: no scripts run in
 * it (same origin only so that the page can read its height), its links open in a new tab.
 */
export function NewsletterEmailFrame({ id, title }: { id: string; title: string }) {
  const email = trpc.newsletters.archiveHtml.useQuery({ id });
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FALLBACK_HEIGHT);

  // the body, not the document: a document is never shorter than the frame, so it would not shrink
  const measure = useCallback(() => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.max(Math.ceil(body.getBoundingClientRect().height), 200));
  }, []);

  const onLoad = useCallback(() => {
    measure();
    const body = frame.current?.contentDocument?.body;
    // a narrower window or a late image reflows the email: measure again
    if (body && typeof ResizeObserver !== 'undefined') new ResizeObserver(measure).observe(body);
  }, [measure]);

  if (email.isPending) return <Skeleton height="96" aria-label="Loading the newsletter content" />;
  if (email.isError) return <Text color="fg.muted">This edition's content could not be loaded. Please try again later.</Text>;
  return (
    <Box mx={{ base: '-5', md: '0' }}>
      <iframe
        ref={frame}
        title={`${title} (newsletter content)`}
        srcDoc={withNewTabLinks(email.data.html)}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        onLoad={onLoad}
        style={{ display: 'block', width: '100%', height, border: 0 }}
      />
    </Box>
  );
}
