import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Grid, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useBlocker } from '@tanstack/react-router';
import { articleCreateInput, articleUpdateInput } from '../../../shared/schemas/articles';
import { slugify } from '../../../shared/text';
import { FormField } from '../../components/FormField';
import { SectionCard } from '../../components/admin/SectionCard';
import { checkForm, type FieldErrors } from '../aiGenerator/fieldErrors';
import { SectionSelect } from '../aiGenerator/SectionSelect';
import { ArticleVideo } from '../articles/ArticleVideo';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { initialValues, isHttpUrl, type ArticleField, type ArticleFormValues } from './articleForm';
import type { Article } from './types';
import { UrlField, VideoUrlField } from '../../components/UrlField';
import { useArticleActions } from './useArticleActions';

type ArticleEditorProps = {
  /** the stored article to edit; none for a new one */
  article?: Article;
  initialSourceLink?: string;
  onSaved: (article: Article) => void;
  onCancel: () => void;
};

const CONTENT_LABEL_ID = 'article-content-label';
const CONTENT_NOTE_ID = 'article-content-note';

/** The whole article on one form: headline, section, summary, body, links, slug and the video preview. */
export function ArticleEditor({ article, initialSourceLink, onSaved, onCancel }: ArticleEditorProps) {
  const [values, setValues] = useState<ArticleFormValues>(() => initialValues(article, initialSourceLink));
  const [errors, setErrors] = useState<FieldErrors<ArticleField>>({});
  // a ref, not state: the blocker must see "saved" at once when saving navigates away
  const dirty = useRef(false);
  const actions = useArticleActions();

  useBlocker({
    shouldBlockFn: () => dirty.current && !window.confirm('Leave without saving? Your changes will be lost.'),
    enableBeforeUnload: () => dirty.current,
  });

  const set = (field: ArticleField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    dirty.current = true;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = article
      ? checkForm(articleUpdateInput, { id: article.id, ...values })
      : checkForm(articleCreateInput, { ...values, generatedByAI: false });
    if (!checked.data) {
      setErrors(checked.errors);
      return;
    }
    const saved = article
      ? await actions.update(checked.data as typeof articleUpdateInput._output)
      : await actions.create(checked.data as typeof articleCreateInput._output);
    if (saved) {
      dirty.current = false;
      onSaved(saved);
    }
  }

  const derivedSlug = slugify(values.headline);
  const video = values.videoUrl.trim();

  return (
    <form onSubmit={submit} noValidate aria-label={article ? 'Edit article' : 'New article'}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <SectionCard title="Article">
          <Stack gap="5">
            <FormField label="Headline" required error={errors.headline}>
              <Input name="headline" value={values.headline} onChange={(e) => set('headline', e.target.value)} />
            </FormField>
            <FormField label="Newsletter Section" required error={errors.section}>
              <SectionSelect value={values.section} onChange={(section) => set('section', section)} />
            </FormField>
            <FormField label="Summary" error={errors.summary} helperText="One or two sentences shown with the headline.">
              <Textarea name="summary" rows={3} value={values.summary} onChange={(e) => set('summary', e.target.value)} />
            </FormField>
            <Stack gap="1.5">
              <Text id={CONTENT_LABEL_ID} textStyle="sm" fontWeight="medium">
                Content{' '}
                <Box as="span" color="fg.error" aria-hidden="true">
                  *
                </Box>
              </Text>
              <LazyRichTextEditor
                value={values.content}
                onChange={(html) => set('content', html)}
                labelledBy={CONTENT_LABEL_ID}
                describedBy={CONTENT_NOTE_ID}
                invalid={Boolean(errors.content)}
              />
              <Text id={CONTENT_NOTE_ID} textStyle="xs" color={errors.content ? 'fg.error' : 'fg.muted'}>
                {errors.content ?? 'Headings, lists, quotes and links are kept; anything unsafe is removed when saved.'}
              </Text>
            </Stack>
          </Stack>
        </SectionCard>
        <Stack gap="6">
          <SectionCard title="Links">
            <Stack gap="5">
              <UrlField
                name="sourceLink"
                label="Source Link"
                error={errors.sourceLink}
                value={values.sourceLink}
                onChange={(v) => set('sourceLink', v)}
              />
              <VideoUrlField error={errors.videoUrl} value={values.videoUrl} onChange={(v) => set('videoUrl', v)} />
              {video && isHttpUrl(video) && (
                <Box aria-label="Video preview" as="figure">
                  <ArticleVideo url={video} />
                </Box>
              )}
              <FormField
                label="Slug"
                error={errors.slug}
                helperText={
                  article
                    ? 'The article’s address. Changing it breaks links already shared.'
                    : `Leave blank to use ${derivedSlug || 'one made from the headline'}.`
                }
              >
                <Input
                  name="slug"
                  value={values.slug}
                  placeholder={article ? undefined : derivedSlug}
                  onChange={(e) => set('slug', e.target.value)}
                />
              </FormField>
              {article && (
                <Text textStyle="sm">
                  On the site:{' '}
                  <Link
                    href={`/articles/${encodeURIComponent(article.slug)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="navy.fg"
                    overflowWrap="anywhere"
                  >
                    /articles/{article.slug}
                  </Link>
                </Text>
              )}
            </Stack>
          </SectionCard>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="navy" loading={actions.saving} loadingText="Saving...">
              {article ? 'Save Changes' : 'Save Article'}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={actions.saving}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </Grid>
    </form>
  );
}
