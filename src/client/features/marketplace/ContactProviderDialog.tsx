import { Input, Textarea } from '@chakra-ui/react';
import { leadCreateInput } from '../../../shared/schemas/leads';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import { campaignMarks } from '../../campaign';
import { notify } from '../../components/toaster';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { hasErrors, serverField, validateWith } from './formErrors';
import { useFormState } from './useFormState';

export type ContactedProvider = { vendorId: string; companyName: string; categoryName: string | null };

const emptyContact = { name: '', email: '', phone: '', message: '' };
type ContactField = keyof typeof emptyContact;

/** A veteran's request to be contacted by a provider: a lead with status contacted. */
export function ContactProviderDialog({ provider, onClose }: { provider: ContactedProvider | null; onClose: () => void }) {
  const { values, errors, setErrors, change, reset } = useFormState(emptyContact);
  const createLead = trpc.leads.create.useMutation();

  const close = () => {
    reset();
    onClose();
  };

  async function send() {
    if (!provider) return;
    const lead = {
      ...values,
      status: 'contacted' as const,
      source: 'marketplace',
      priority: 'medium' as const,
      vendorId: provider.vendorId,
      category: provider.categoryName ?? undefined,
      ...campaignMarks(),
    };
    const found = validateWith<ContactField>(leadCreateInput, lead);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await createLead.mutateAsync(lead);
    } catch (error) {
      const message = errorMessage(error, 'Please try again later.');
      const field = serverField(error);
      if (field && field in emptyContact) setErrors({ [field]: message });
      notify.error('Request Not Sent', message);
      return;
    }
    notify.success('Information Captured', "We've saved your details and will follow up with relevant resources.");
    close();
  }

  return (
    <FormDialog
      open={provider !== null}
      onClose={close}
      title={provider ? `Contact ${provider.companyName}` : 'Contact Provider'}
      description="Leave your details and the provider will get in touch. Give an email address or a phone number."
      submitLabel="Send Request"
      pendingLabel="Sending..."
      pending={createLead.isPending}
      onSubmit={send}
    >
      <FormField label="Your name" error={errors.name} required>
        <Input name="name" autoComplete="name" value={values.name} onChange={change('name')} />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <Input name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone}>
        <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} />
      </FormField>
      <FormField label="How can they help?" error={errors.message}>
        <Textarea name="message" rows={4} value={values.message} onChange={change('message')} />
      </FormField>
    </FormDialog>
  );
}
