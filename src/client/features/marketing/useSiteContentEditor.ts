import { useState, type FormEvent } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { validateSiteContent, type SiteContentFieldErrors, type SiteContentFormValues } from '../../../shared/marketing';
import { notify } from '../../components/toaster';
import { trpc } from '../../trpc';

export const SAVE_FAILED = 'Failed to update site content. Please try again.';

/** The form's values and errors, and saving them with the spec's toasts. */
export function useSiteContentEditor(initial: SiteContentFormValues) {
  const stale = useInvalidate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SiteContentFieldErrors>({});
  const update = trpc.siteContent.update.useMutation();

  const change = (field: keyof SiteContentFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const { data, errors: found } = validateSiteContent(values);
    setErrors(found);
    if (!data) return;
    try {
      await update.mutateAsync(data);
    } catch {
      notify.error('Error', SAVE_FAILED);
      return;
    }
    notify.success('Success', 'Site content updated successfully!');
    await stale('siteContent');
  }

  return { values, errors, change, save, saving: update.isPending };
}
