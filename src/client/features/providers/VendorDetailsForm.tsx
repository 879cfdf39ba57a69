import { useState, type FormEvent } from 'react';
import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { vendorTiers } from '../../../shared/enums';
import { vendorTierLabels } from '../../../shared/labels';
import { providerUpdateInput } from '../../../shared/schemas/providers';
import { FormField } from '../../components/FormField';
import { SectionCard } from '../../components/admin/SectionCard';
import { checkForm, type FieldErrors } from '../aiGenerator/fieldErrors';
import { OptionSelect } from '../marketplace/OptionSelect';
import { useMarketplaceRegions } from '../marketplace/useMarketplaceReference';
import { vendorFormValues, vendorInput, type VendorField, type VendorFormValues } from './providerForms';
import type { ProviderEditActions } from './useProviderEditActions';
import { ActiveSwitch } from './ActiveSwitch';
import type { ProviderDetail } from './types';

const tierOptions = vendorTiers.map((value) => ({ value, label: vendorTierLabels[value] }));

/** The vendor's own details, checked with the server's schema before they are sent. */
export function VendorDetailsForm({ provider, actions }: { provider: ProviderDetail; actions: ProviderEditActions }) {
  const [values, setValues] = useState<VendorFormValues>(() => vendorFormValues(provider));
  const [isActive, setIsActive] = useState(provider.isActive);
  const [errors, setErrors] = useState<FieldErrors<VendorField>>({});
  const regions = useMarketplaceRegions();
  const regionOptions = [{ value: '', label: 'No region' }, ...(regions.data?.items ?? []).map((r) => ({ value: r.id, label: r.name }))];

  const set = (field: VendorField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: VendorField) => ({
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(providerUpdateInput, vendorInput(provider.id, values, isActive));
    if (!checked.data) return setErrors(checked.errors);
    await actions.saveVendor(checked.data);
  }

  return (
    <SectionCard title="Provider details">
      <form onSubmit={submit} noValidate aria-label="Provider details">
        <Stack gap="4">
          <FormField label="Company name" required error={errors.companyName}>
            <Input autoComplete="off" {...text('companyName')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Email" required error={errors.email}>
              <Input type="email" autoComplete="off" {...text('email')} />
            </FormField>
            <FormField label="Phone" error={errors.phone}>
              <Input type="tel" autoComplete="off" {...text('phone')} />
            </FormField>
            <FormField label="Website" error={errors.website} helperText="Starting with https://">
              <Input type="url" inputMode="url" {...text('website')} />
            </FormField>
            <FormField label="Tier" error={errors.tier}>
              <OptionSelect name="tier" value={values.tier} options={tierOptions} onChange={(v) => set('tier', v)} />
            </FormField>
            <FormField label="City" error={errors.city}>
              <Input {...text('city')} />
            </FormField>
            <FormField label="State" error={errors.state}>
              <Input {...text('state')} />
            </FormField>
            <FormField label="Region served" error={errors.regionId}>
              <OptionSelect
                name="regionId"
                value={values.regionId}
                options={regionOptions}
                disabled={regions.isPending}
                onChange={(v) => set('regionId', v)}
              />
            </FormField>
            <FormField label="Specializations" error={errors.specializations} helperText="Separated by commas">
              <Input {...text('specializations')} />
            </FormField>
          </SimpleGrid>
          <FormField label="Description" error={errors.description}>
            <Textarea rows={4} {...text('description')} />
          </FormField>
          <ActiveSwitch checked={isActive} onChange={setIsActive} label="Active (listed in the marketplace once verified)" />
          <HStack justify="flex-end">
            <Button type="submit" loading={actions.savingVendor} loadingText="Saving...">
              Save details
            </Button>
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
