import { Box, HStack, Text } from '@chakra-ui/react';
import { formatRating, ratingDescription, reviewCountLabel, starFills, type StarFill } from '../../../shared/marketplaceFormat';
import { StarIcon } from '../../components/icons';

function Star({ fill }: { fill: StarFill }) {
  return (
    <Box position="relative" boxSize="4" flexShrink={0}>
      <StarIcon boxSize="4" color="gray.300" position="absolute" inset="0" />
      {fill !== 'empty' && (
        <Box position="absolute" inset="0" overflow="hidden" width={fill === 'half' ? '50%' : '100%'}>
          <StarIcon boxSize="4" color="gold.600" />
        </Box>
      )}
    </Box>
  );
}

/** Stars for the eye, one sentence for screen readers. */
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <HStack gap="2" textStyle="sm">
      <Text srOnly>{ratingDescription(rating, reviewCount)}</Text>
      <HStack gap="0.5" aria-hidden="true">
        {starFills(rating).map((fill, i) => (
          <Star key={i} fill={fill} />
        ))}
      </HStack>
      <Text aria-hidden="true" fontWeight="semibold">
        {formatRating(rating)}
      </Text>
      <Text aria-hidden="true" color="fg.muted">
        ({reviewCountLabel(reviewCount)})
      </Text>
    </HStack>
  );
}
