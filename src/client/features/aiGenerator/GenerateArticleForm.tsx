import { useState, type FormEvent } from 'react';
import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Section } from '../../../shared/enums';
import { articleGenerateInput } from '../../../shared/schemas/articles';
import { EditorCard } from '../newsletterEditor/EditorCard';
import { checkForm, type FieldErrors } from './fieldErrors';
import { FormField } from '../../components/FormField';
import { SectionSelect } from './SectionSelect';
import type { Article } from './types';
import { UrlField, VideoUrlField } from '../../components/UrlField';
import { useGenerateArticle } from './useGenerateArticle';

type Values = { headline: string; sourceLink: string; videoUrl: string; section: Section | ''; notes: string };
type Field = keyof Values;

const NOTES_ROWS = 8;
const BLOCKED_ID = 'generate-blocked-reason';

type GenerateArticleFormProps = {
  /** from ?sourceLink= (the dashboard's Import Social Content) */
  initialSourceLink?: string;
  /** why generating is impossible right now (no model configured), or nothing */
  blockedReason?: string;
  onGenerated: (article: Article) => void;
};

export function GenerateArticleForm({ initialSourceLink = '', blockedReason, onGenerated }: GenerateArticleFormProps) {
  const [values, setValues] = useState<Values>({ headline: '', sourceLink: initialSourceLink, videoUrl: '', section: '', notes: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const generate = useGenerateArticle();

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blockedReason) return;
    const checked = checkForm(articleGenerateInput, values);
    if (!checked.data) {
      setErrors(checked.errors);
      return;
    }
    const article = await generate.run(checked.data);
    if (article) onGenerated(article);
  }

  return (
    <EditorCard title="Generate an Article" description="Give a topic and a section; the model writes a draft you can review and edit.">
      <form onSubmit={submit} noValidate aria-label="Generate article">
        <Stack gap="5">
          <FormField label="Headline/Topic" required error={errors.headline}>
            <Input
              name="headline"
              value={values.headline}
              onChange={(e) => set('headline', e.target.value)}
              placeholder="e.g. VA expands PACT Act screenings"
            />
          </FormField>
          <UrlField
            name="sourceLink"
            label="Source Link"
            helperText="Optional: the article cites it as its source."
            placeholder="https://"
            error={errors.sourceLink}
            value={values.sourceLink}
            onChange={(v) => set('sourceLink', v)}
          />
          <VideoUrlField placeholder="https://" error={errors.videoUrl} value={values.videoUrl} onChange={(v) => set('videoUrl', v)} />
          <FormField label="Newsletter Section" required error={errors.section}>
            <SectionSelect value={values.section} onChange={(section) => set('section', section)} />
          </FormField>
          <FormField label="Additional Notes" error={errors.notes} helperText="Optional: facts, dates, angles or local details to include.">
            <Textarea name="notes" rows={NOTES_ROWS} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          </FormField>
          <Stack gap="2">
            <Button
              type="submit"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              disabled={Boolean(blockedReason)}
              aria-describedby={blockedReason ? BLOCKED_ID : undefined}
              loading={generate.isPending}
              loadingText="Generating Article..."
            >
              Generate Article
            </Button>
            {blockedReason && (
              <Text id={BLOCKED_ID} textStyle="sm" color="fg.muted">
                {blockedReason}
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
    </EditorCard>
  );
}
