import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import type { Branch } from '../../../shared/enums';
import { branchLabels } from '../../../shared/labels';
import type { PublicSpotlight } from '../../components/public/apiTypes';

const branchLabel = (branch: string) => branchLabels[branch as Branch] ?? branch;

export function SpotlightSlide({ spotlight }: { spotlight: PublicSpotlight }) {
  const about = [spotlight.branch && `${branchLabel(spotlight.branch)} Veteran`, spotlight.location].filter(Boolean).join(' · ');
  return (
    <Stack gap="3">
      {spotlight.effectiveStatus === 'featured' && (
        <Badge variant="solid" colorPalette="gold" alignSelf="flex-start">
          Featured
        </Badge>
      )}
      <Box
        as="blockquote"
        fontFamily="heading"
        fontSize="lg"
        lineHeight="tall"
        color="navy.900"
        borderLeftWidth="3px"
        borderColor="gold.solid"
        pl="4"
      >
        “{spotlight.quote}”
      </Box>
      <Box>
        <Text fontWeight="semibold" color="fg">
          {spotlight.veteranName}
        </Text>
        {about && (
          <Text fontSize="sm" color="fg.muted">
            {about}
          </Text>
        )}
        {spotlight.businessName &&
          (spotlight.website ? (
            <Link
              href={spotlight.website}
              target="_blank"
              rel="noopener noreferrer"
              fontSize="sm"
              color="navy.fg"
              textDecoration="underline"
            >
              {spotlight.businessName}
              <Box as="span" srOnly>
                {' '}
                (opens in a new tab)
              </Box>
            </Link>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {spotlight.businessName}
            </Text>
          ))}
      </Box>
    </Stack>
  );
}
