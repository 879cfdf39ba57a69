import { Container, Flex, Text } from '@chakra-ui/react';
import { CrisisLink } from '../CrisisLinks';
import { crisisLinks } from '../../../shared/crisisLinks';

/**
 * The Veterans Crisis Line at the top of every public page, in the page itself (not only in the
 * chat), so help is one tap away at any size. index.html carries the same links for when the
 * script does not run. One wrapping line: two rows at most on a phone.
 */
export function CrisisLineBar() {
  return (
    <Flex as="aside" aria-label="Veterans Crisis Line" bg="red.800" color="white" fontSize="sm" py="0.5" data-testid="crisis-line">
      <Container maxW="6xl">
        <Flex align="center" columnGap="3" rowGap="0" wrap="wrap">
          <Text fontWeight="semibold">Veterans Crisis Line:</Text>
          {crisisLinks.map((link) => (
            <CrisisLink key={link.key} link={link} color="white" />
          ))}
        </Flex>
      </Container>
    </Flex>
  );
}
