import { Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';

export function ArticleSkeleton() {
  return (
    <Stack gap="5" maxW="3xl" mx="auto" aria-busy="true">
      <Text srOnly>Loading article...</Text>
      <Skeleton height="6" width="32" />
      <Skeleton height="12" width="90%" />
      <Skeleton height="4" width="48" />
      <SkeletonText noOfLines={8} gap="3" />
    </Stack>
  );
}
