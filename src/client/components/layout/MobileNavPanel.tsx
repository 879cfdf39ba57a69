import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';

export type MobileNavPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** where focus goes back when the panel closes: the button that opened it */
  trigger: () => HTMLElement | null;
  title: ReactNode;
  children: (close: () => void) => ReactNode;
  dark: boolean;
};

/**
 * The slide-out panel itself, with the dialog machinery it needs and its recipe (not in the
 * shell's system): loaded on the first tap.
 */
export function MobileNavPanel({ open, onOpenChange, trigger, title, children, dark }: MobileNavPanelProps) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={trigger}
      placement="end"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg={dark ? 'brand.surface' : 'bg.panel'} color={dark ? 'brand.onSurface' : 'fg'}>
            <Drawer.Header borderBottomWidth="1px" borderColor={dark ? 'whiteAlpha.300' : 'border'}>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="4" display="flex" flexDirection="column">
              {children(() => onOpenChange(false))}
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
