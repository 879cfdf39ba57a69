import { useState } from 'react';
import { Input, Textarea } from '@chakra-ui/react';
import { offerUpdateInput } from '../../../shared/schemas/providers';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { checkForm, type FieldErrors } from '../aiGenerator/fieldErrors';
import { OptionSelect } from '../marketplace/OptionSelect';
import { useMarketplaceCategories } from '../marketplace/useMarketplaceReference';
import { dollarsToCents, offerFormValues, PRICE_IN_DOLLARS, type OfferFormValues } from './providerForms';
import type { ProviderEditActions } from './useProviderEditActions';
import { ActiveSwitch } from './ActiveSwitch';
import type { ProviderOffer } from './types';

type OfferField = 'title' | 'description' | 'price' | 'categoryId';

type OfferEditDialogProps = { offer: ProviderOffer; actions: ProviderEditActions; onClose: () => void };

/** One offer's title, description, price and whether it is shown; closes once saved. */
export function OfferEditDialog({ offer, actions, onClose }: OfferEditDialogProps) {
  const [values, setValues] = useState<OfferFormValues>(() => offerFormValues(offer));
  const [errors, setErrors] = useState<FieldErrors<OfferField>>({});
  const categories = useMarketplaceCategories();
  // the offer's own category stays choosable while the list loads
  const categoryOptions = categories.data?.items.map((c) => ({ value: c.id, label: c.name })) ?? [
    { value: offer.categoryId, label: 'Loading...' },
  ];

  const set = (field: OfferField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit() {
    const basePrice = dollarsToCents(values.price);
    if (basePrice === undefined) return setErrors({ price: PRICE_IN_DOLLARS });
    const { price: _typed, ...rest } = values;
    const checked = checkForm(offerUpdateInput, { id: offer.id, ...rest, basePrice });
    if (!checked.data) {
      const { basePrice: priceError, ...others } = checked.errors as FieldErrors<OfferField | 'basePrice'>;
      return setErrors({ ...others, price: priceError });
    }
    if (await actions.saveOffer(checked.data)) onClose();
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit Offer"
      description={offer.title}
      submitLabel="Save offer"
      pendingLabel="Saving..."
      pending={actions.savingOffer}
      onSubmit={() => void submit()}
    >
      <FormField label="Title" required error={errors.title}>
        <Input name="title" value={values.title} onChange={(e) => set('title', e.currentTarget.value)} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea name="description" rows={4} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
      </FormField>
      <FormField label="Category" error={errors.categoryId}>
        <OptionSelect
          name="categoryId"
          value={values.categoryId}
          options={categoryOptions}
          disabled={categories.isPending}
          onChange={(v) => set('categoryId', v)}
        />
      </FormField>
      <FormField label="Price (USD)" error={errors.price} helperText="Leave blank when the price is on request; 0 is free.">
        <Input name="price" inputMode="decimal" value={values.price} onChange={(e) => set('price', e.currentTarget.value)} />
      </FormField>
      <ActiveSwitch
        checked={values.isActive}
        onChange={(isActive) => setValues((v) => ({ ...v, isActive }))}
        label="Active (shown with the provider)"
      />
    </FormDialog>
  );
}
