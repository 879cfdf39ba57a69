import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { DialogShell } from '../DialogShell';

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
    <DialogShell
      role="alertdialog"
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      title={title}
      trigger={
        <Button size="sm" variant="outline" colorPalette="red" aria-label={ariaLabel} {...buttonProps}>
          {children}
        </Button>
      }
      cancelDisabled={busy}
      action={
        <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      }
    >
      {description}
    </DialogShell>
  );
}
