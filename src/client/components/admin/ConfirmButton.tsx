import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';

type ConfirmButtonProps = {
  /** the button's text, e.g. 'Delete' */
  children: ReactNode;
  /** a fuller name for screen readers, e.g. 'Delete jane@example.org' */
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** runs on confirm; the dialog closes when it settles (it reports its own failure) */
  onConfirm: () => Promise<unknown>;
  buttonProps?: ButtonProps;
};

/** A button that asks before doing something that cannot be undone (delete). */
export function ConfirmButton({ children, ariaLabel, title, description, confirmLabel, onConfirm, buttonProps }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !busy && setOpen(e.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={ariaLabel} {...buttonProps}>
          {children}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{description}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
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
