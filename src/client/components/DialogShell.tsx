import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** a line under the title, announced with it */
  description?: ReactNode;
  /** the element that opens the dialog, when the dialog owns its trigger */
  trigger?: ReactNode;
  children: ReactNode;
  /** the dismissing button's text ('Cancel', 'Keep Editing', 'Back to chat') */
  cancelLabel?: string;
  cancelDisabled?: boolean;
  /** the primary action, placed after the dismissing button */
  action?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: DialogRootProps['size'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** styles of the dialog box itself (a crisis accent, say) */
  contentProps?: Dialog.ContentProps;
  titleColor?: string;
};

/** Every dialog's frame: backdrop, title, body, a dismiss button with the action, and a close ×. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  cancelLabel = 'Cancel',
  cancelDisabled,
  action,
  role = 'dialog',
  size,
  scrollBehavior,
  contentProps,
  titleColor = 'navy.900',
}: DialogShellProps) {
  return (
    <Dialog.Root
      // its own recipe: the home page's crisis dialog draws under the shell's system, which lacks it
      recipe={dialogSlotRecipe}
      role={role}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      size={size}
      scrollBehavior={scrollBehavior}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop zIndex="modal" />
        <Dialog.Positioner px="4" zIndex="modal">
          <Dialog.Content {...contentProps}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
              <Dialog.Title color={titleColor}>{title}</Dialog.Title>
              {description && (
                <Dialog.Description color="fg.muted" textStyle="sm">
                  {description}
                </Dialog.Description>
              )}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={cancelDisabled}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              {action}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
