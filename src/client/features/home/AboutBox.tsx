import { Box, Heading, Link, SkeletonText } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { DeferredSafeHtml } from '../../components/DeferredSafeHtml';
import { useAboutHtml } from '../siteContent/useAboutHtml';

export function AboutBox() {
  const aboutHtml = useAboutHtml();
  return (
    <Box as="section" aria-labelledby="about-box-title" bg="bg" borderWidth="1px" borderRadius="lg" p="5">
      <Heading id="about-box-title" as="h2" size="lg" color="navy.900" mb="3">
        About Muster
      </Heading>
      {aboutHtml === undefined ? (
        <SkeletonText noOfLines={3} />
      ) : (
        <DeferredSafeHtml
          html={aboutHtml}
          color="fg"
          lineHeight="tall"
          css={{ '& p + p': { mt: '3' }, '& a': { color: 'navy.fg', textDecoration: 'underline' } }}
        />
      )}
      <Link asChild mt="3" color="navy.fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to="/about">More about us</RouterLink>
      </Link>
    </Box>
  );
}
