import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { vendorApplyInput } from '../../../shared/schemas/marketplace';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import { notify } from '../../components/toaster';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { OptionSelect, type SelectOption } from './OptionSelect';
import { hasErrors, serverField, validateWith } from './formErrors';
import { useFormState } from './useFormState';

const emptyApplication = {
  companyName: '',
  email: '',
  phone: '',
  website: '',
  city: '',
  state: '',
  regionId: '',
  description: '',
  categoryId: '',
};
type ApplicationField = keyof typeof emptyApplication;

type ApplyAsProviderDialogProps = {
  open: boolean;
  onClose: () => void;
  categories: readonly SelectOption[];
  regions: readonly SelectOption[];
};

/** A provider's application; it is stored pending and stays unlisted until it is reviewed. */
export function ApplyAsProviderDialog({ open, onClose, categories, regions }: ApplyAsProviderDialogProps) {
  const { values, errors, setErrors, change, reset } = useFormState(emptyApplication);
  const apply = trpc.marketplace.applyAsVendor.useMutation();
  const select = (field: 'regionId' | 'categoryId') => (value: string) => change(field)({ target: { value } });

  const close = () => {
    reset();
    onClose();
  };

  async function send() {
    const found = validateWith<ApplicationField>(vendorApplyInput, values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await apply.mutateAsync(values);
    } catch (error) {
      const message = errorMessage(error, 'Please try again later.');
      const field = serverField(error);
      if (field && field in emptyApplication) setErrors({ [field]: message });
      notify.error('Application Not Sent', message);
      return;
    }
    notify.success(
      'Application Received',
      'Thank you for applying. We will review your application before your listing appears in the marketplace.',
    );
    close();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Apply to Join the Marketplace"
      description="Tell us about your organization. Every provider is reviewed before being listed."
      submitLabel="Submit Application"
      pendingLabel="Submitting..."
      pending={apply.isPending}
      onSubmit={send}
    >
      <FormField label="Company name" error={errors.companyName} required>
        <Input name="companyName" autoComplete="organization" value={values.companyName} onChange={change('companyName')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Email" error={errors.email} required>
          <Input name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Website" error={errors.website} helperText="Starting with https://">
        <Input name="website" type="url" autoComplete="url" value={values.website} onChange={change('website')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="City" error={errors.city}>
          <Input name="city" autoComplete="address-level2" value={values.city} onChange={change('city')} />
        </FormField>
        <FormField label="State" error={errors.state}>
          <Input name="state" autoComplete="address-level1" value={values.state} onChange={change('state')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Region served" error={errors.regionId}>
        <OptionSelect
          name="regionId"
          value={values.regionId}
          onChange={select('regionId')}
          options={[{ value: '', label: 'Choose a region' }, ...regions]}
        />
      </FormField>
      <FormField label="What do you offer?" error={errors.categoryId}>
        <OptionSelect
          name="categoryId"
          value={values.categoryId}
          onChange={select('categoryId')}
          options={[{ value: '', label: 'Choose a service type' }, ...categories]}
        />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea name="description" rows={4} value={values.description} onChange={change('description')} />
      </FormField>
    </FormDialog>
  );
}
