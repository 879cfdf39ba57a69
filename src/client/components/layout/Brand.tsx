import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { StarIcon } from '../icons';

/** The brand title; on every layout it leads home. `tone` is the surface it sits on. */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const dark = tone === 'dark';
  return (
    <Link
      asChild
      color={dark ? 'white' : 'navy.900'}
      focusRingColor={dark ? 'gold.400' : 'navy.focusRing'}
      fontFamily="heading"
      fontSize="2xl"
      fontWeight="bold"
      textDecoration="none"
    >
      <RouterLink to="/">
        <StarIcon color={dark ? 'gold.400' : 'gold.500'} boxSize="5" />
        Muster
      </RouterLink>
    </Link>
  );
}
