import type { MouseEvent } from 'react';
import { Link } from '@chakra-ui/react';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus itself rather than changing the URL hash, which the router would treat as a navigation. */
function focusMain(event: MouseEvent) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** First focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={focusMain}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="gold.solid"
      color="gold.contrast"
      fontWeight="semibold"
      borderRadius="md"
      _focusVisible={{ top: '2' }}
    >
      Skip to main content
    </Link>
  );
}
