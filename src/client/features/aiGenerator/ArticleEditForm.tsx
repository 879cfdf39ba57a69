import { useState, type FormEvent } from 'react';
import { Button, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import type { Section } from '../../../shared/enums';
import { articleUpdateInput } from '../../../shared/schemas/articles';
import { EditorCard } from '../newsletterEditor/EditorCard';
import { checkForm, type FieldErrors } from './fieldErrors';
import { FormField } from '../../components/FormField';
import { SectionSelect } from './SectionSelect';
import type { Article } from './types';
import { UrlField, VideoUrlField } from '../../components/UrlField';
import { useUpdateArticle } from './useUpdateArticle';

type Values = { headline: string; section: Section | ''; content: string; sourceLink: string; videoUrl: string };
type Field = keyof Values;

const CONTENT_ROWS = 15;

type ArticleEditFormProps = { article: Article; onSaved: (article: Article) => void; onCancel: () => void };

export function ArticleEditForm({ article, onSaved, onCancel }: ArticleEditFormProps) {
  const [values, setValues] = useState<Values>({
    headline: article.headline,
    section: article.section,
    content: article.content,
    sourceLink: article.sourceLink ?? '',
    videoUrl: article.videoUrl ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const update = useUpdateArticle();

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkForm(articleUpdateInput, { id: article.id, ...values });
    if (!checked.data) {
      setErrors(checked.errors);
      return;
    }
    const saved = await update.run(checked.data);
    if (saved) onSaved(saved);
  }

  return (
    <EditorCard title="Edit Article">
      <form onSubmit={submit} noValidate aria-label="Edit article">
        <Stack gap="5">
          <FormField label="Headline" required error={errors.headline}>
            <Input name="headline" value={values.headline} onChange={(e) => set('headline', e.target.value)} />
          </FormField>
          <FormField label="Newsletter Section" required error={errors.section}>
            <SectionSelect value={values.section} onChange={(section) => set('section', section)} />
          </FormField>
          <FormField
            label="Content"
            required
            error={errors.content}
            helperText="HTML tags allowed, e.g. <p>, <h2>, <ul>, <strong>, <a href>."
          >
            <Textarea
              name="content"
              rows={CONTENT_ROWS}
              fontFamily="mono"
              textStyle="sm"
              value={values.content}
              onChange={(e) => set('content', e.target.value)}
            />
          </FormField>
          <UrlField
            name="sourceLink"
            label="Source Link"
            error={errors.sourceLink}
            value={values.sourceLink}
            onChange={(v) => set('sourceLink', v)}
          />
          <VideoUrlField error={errors.videoUrl} value={values.videoUrl} onChange={(v) => set('videoUrl', v)} />
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={update.isPending} loadingText="Saving...">
              Save Changes
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
    </EditorCard>
  );
}
