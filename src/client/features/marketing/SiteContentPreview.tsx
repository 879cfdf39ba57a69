import { Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { SiteContentFormValues } from '../../../shared/marketing';
import { SafeHtml } from '../../components/SafeHtml';
import { SectionCard } from '../../components/admin/SectionCard';

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** How the hero and the about section will look, from the form as typed (HTML sanitized). */
export function SiteContentPreview({ values }: { values: SiteContentFormValues }) {
  return (
    <SectionCard title="Live Preview">
      <Stack gap="4">
        <Box bg="brand.surface" color="brand.onSurface" borderRadius="md" overflow="hidden">
          {isHttpUrl(values.bannerImageUrl) && (
            <Image src={values.bannerImageUrl.trim()} alt="Banner image preview" width="full" maxH="40" objectFit="cover" />
          )}
          <Stack gap="3" p={{ base: '5', md: '6' }}>
            <Heading as="h3" size="2xl" fontFamily="heading">
              {values.heroTitle || 'Hero title'}
            </Heading>
            <Text color="navy.100" whiteSpace="pre-line">
              {values.heroSubtitle}
            </Text>
            {/* looks like the home page's button; here it is only a picture of it */}
            <Box
              alignSelf="flex-start"
              bg="gold.400"
              color="navy.950"
              fontWeight="semibold"
              px="4"
              py="2"
              borderRadius="md"
              aria-label={`Call-to-action button: ${values.ctaText}`}
              role="img"
            >
              {values.ctaText}
            </Box>
          </Stack>
        </Box>
        <Box borderWidth="1px" borderRadius="md" p="4">
          <Heading as="h3" size="sm" color="navy.900" mb="2">
            About
          </Heading>
          <SafeHtml html={values.aboutHtml} css={{ '& p + p': { mt: '2' }, '& a': { color: 'navy.700', textDecoration: 'underline' } }} />
        </Box>
      </Stack>
    </SectionCard>
  );
}
