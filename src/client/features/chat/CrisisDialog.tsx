import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { DialogShell } from '../../components/DialogShell';

import { CRISIS_CHAT_URL } from '../../../shared/crisisLinks';

/** Shown when a reply carries the crisis flag: the three ways to reach the Veterans Crisis Line. */
export function CrisisDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <DialogShell
      role="alertdialog"
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Immediate Help Available"
      titleColor="red.700"
      contentProps={{ borderTopWidth: '6px', borderColor: 'red.600' }}
      cancelLabel="Back to chat"
    >
      <Text mb="4">You don't have to go through this alone. The Veterans Crisis Line is free, confidential and open 24/7.</Text>
      <Stack gap="3">
        <Button asChild colorPalette="red" size="lg">
          <a href="tel:988">Call 988 (press 1)</a>
        </Button>
        <Button asChild variant="outline" colorPalette="red" size="lg">
          <a href="sms:838255">Text 838255</a>
        </Button>
        <Link href={CRISIS_CHAT_URL} target="_blank" rel="noopener noreferrer" color="red.700" fontWeight="semibold" alignSelf="center">
          Chat online with the Veterans Crisis Line (opens in a new tab)
        </Link>
      </Stack>
      <Text mt="4" fontSize="sm" color="gray.700">
        If you are in immediate danger, call 911.
      </Text>
    </DialogShell>
  );
}
