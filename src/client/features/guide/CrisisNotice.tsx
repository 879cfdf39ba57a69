import { Box, Text } from '@chakra-ui/react';
import { CrisisLinks } from '../../components/CrisisLinks';

/** Shown the moment an answer suggests risk, before any next step: the crisis line as links. */
export function CrisisNotice() {
  return (
    <Box role="alert" mt="4" borderLeftWidth="6px" borderColor="red.600" bg="red.50" px="4" py="3" borderRadius="md">
      <Text fontWeight="bold" color="red.800">
        You don't have to go through this alone. Talk to the Veterans Crisis Line now: free, confidential, 24/7.
      </Text>
      <CrisisLinks linkColor="red.800" mt="1" aria-label="Reach the Veterans Crisis Line" />
      <Text fontSize="sm" color="red.900" mt="1">
        If you are in immediate danger, call 911.
      </Text>
    </Box>
  );
}
