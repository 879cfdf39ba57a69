import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';

// Static marketing copy (public spec §1: two sample testimonials).
const testimonials = [
  {
    quote: 'Muster is the first thing I read every morning. It caught a change to my VA rating rules before my VSO did.',
    who: 'Marcus T., U.S. Army veteran',
  },
  {
    quote: 'Plain language, no noise. I finally understand which benefits my family qualifies for.',
    who: 'Danielle R., U.S. Navy spouse',
  },
];

export function Testimonials() {
  return (
    <Box as="section" aria-labelledby="testimonials-title">
      <Heading id="testimonials-title" as="h2" size="xl" color="navy.900" mb="5">
        What Readers Say
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {testimonials.map((t) => (
          <Stack as="figure" key={t.who} gap="3" bg="bg" borderWidth="1px" borderRadius="lg" p="6">
            <Box as="blockquote" fontFamily="heading" fontSize="lg" color="navy.900" lineHeight="tall">
              “{t.quote}”
            </Box>
            <Text as="figcaption" fontSize="sm" color="fg.muted">
              — {t.who}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
