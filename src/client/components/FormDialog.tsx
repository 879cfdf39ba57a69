import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { DialogShell } from './DialogShell';

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onSubmit: () => void;
  /** the element that opens the dialog, when the dialog owns its trigger */
  trigger?: ReactNode;
  onOpen?: () => void;
  children: ReactNode;
};

/** A form in a dialog: its fields scroll, Cancel and the submit button stay in reach. */
export function FormDialog({
  open,
  onClose,
  onOpen,
  title,
  description,
  submitLabel,
  pendingLabel,
  pending = false,
  onSubmit,
  trigger,
  children,
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? onOpen?.() : onClose())}
      title={title}
      description={description}
      trigger={trigger}
      size={{ base: 'full', sm: 'lg' }}
      // the phone size's minH (100dvh) and square corners would otherwise carry over to larger screens
      contentProps={{ minH: { base: '100dvh', sm: 'auto' }, borderRadius: { base: '0', sm: 'l3' } }}
      scrollBehavior="inside"
      action={
        <Button type="submit" form={formId} loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">{children}</Stack>
      </form>
    </DialogShell>
  );
}
