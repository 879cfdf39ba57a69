import { useState, type ReactNode } from 'react';
import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { MenuIcon } from '../icons';

type MobileNavDrawerProps = {
  /** accessible name of the button that opens the drawer */
  label: string;
  title: ReactNode;
  /** receives `close` so a chosen link can shut the drawer */
  children: (close: () => void) => ReactNode;
  /** colour of the menu button, to suit the bar it sits in */
  triggerColor?: string;
  /** 'dark' draws the panel on the brand navy, like the admin sidebar it replaces */
  tone?: 'light' | 'dark';
};

/** The slide-out menu phones get in place of a header or sidebar. */
export function MobileNavDrawer({ label, title, children, triggerColor = 'inherit', tone = 'light' }: MobileNavDrawerProps) {
  const dark = tone === 'dark';
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" color={triggerColor} _hover={{ bg: 'whiteAlpha.200' }} focusRingColor="gold.400">
          <MenuIcon boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg={dark ? 'brand.surface' : 'bg.panel'} color={dark ? 'brand.onSurface' : 'fg'}>
            <Drawer.Header borderBottomWidth="1px" borderColor={dark ? 'whiteAlpha.300' : 'border'}>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4" display="flex" flexDirection="column">
              {children(() => setOpen(false))}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" color="inherit" _hover={{ bg: dark ? 'whiteAlpha.200' : 'bg.muted' }} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
