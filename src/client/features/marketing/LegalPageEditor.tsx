import { useState } from 'react';
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { LegalPageSlug } from '../../../shared/enums';
import { legalPageTitles } from '../../../shared/legalDefaults';
import { formatDateTime } from '../../../shared/adminDates';
import { SectionCard } from '../../components/admin/SectionCard';
import { ListMessage } from '../../components/admin/ListMessage';
import { runWithToast } from '../../components/admin/runWithToast';
import { trpc } from '../../trpc';

type Page = { html: string; isDefault: boolean; updatedAt: Date | string | null; updatedBy: string | null };

function Editor({ slug, page }: { slug: LegalPageSlug; page: Page }) {
  const [html, setHtml] = useState(page.html);
  const utils = trpc.useUtils();
  const update = trpc.legal.update.useMutation({ onSuccess: (saved) => utils.legal.get.setData({ slug }, saved) });
  const title = legalPageTitles[slug];
  const save = (value: string) =>
    runWithToast(() => update.mutateAsync({ slug, html: value }), { success: `${title} saved`, failure: `Failed to save ${title}.` });
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {page.isDefault
          ? 'Showing the built-in text, which describes what Muster does.'
          : `Edited ${formatDateTime(page.updatedAt)} by ${page.updatedBy ?? 'unknown'}.`}
      </Text>
      <Field.Root>
        <Field.Label>{title} (HTML)</Field.Label>
        <Textarea rows={12} fontFamily="mono" textStyle="sm" value={html} onChange={(e) => setHtml(e.currentTarget.value)} />
      </Field.Root>
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="navy" loading={update.isPending} onClick={() => void save(html)}>
          Save {title}
        </Button>
        {!page.isDefault && (
          <Button variant="outline" onClick={async () => (await save('')) && setHtml(utils.legal.get.getData({ slug })?.html ?? '')}>
            Restore default text
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** Privacy Policy and Terms, shown at /privacy and /terms from the footer. */
export function LegalPageEditor({ slug }: { slug: LegalPageSlug }) {
  const page = trpc.legal.get.useQuery({ slug });
  return (
    <SectionCard title={legalPageTitles[slug]}>
      {page.isPending ? (
        <ListMessage kind="loading" text="Loading..." />
      ) : page.isError ? (
        <ListMessage kind="error" text={`Failed to load ${legalPageTitles[slug]}.`} />
      ) : (
        <Editor key={String(page.data.updatedAt)} slug={slug} page={page.data} />
      )}
    </SectionCard>
  );
}
