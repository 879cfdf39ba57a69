import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { sectionLabels } from '../../../shared/labels';
import { contentArticleIds } from '../../../shared/newsletterContent';
import { PageFooter } from '../../components/admin/PageFooter';
import { ArticleFilters } from '../articlesAdmin/ArticleFilters';
import { useArticleSearch } from '../articlesAdmin/useArticleSearch';
import { EditorCard } from './EditorCard';
import { formatDay } from './dates';
import { EDITOR_ARTICLES_SHOWN } from './limits';
import { EmptyNotice, FailedNotice, LoadingNotice } from './QueryNotice';
import { serverMessage } from './serverMessage';
import type { ArticleRow, NewsletterDetail } from './types';
import { useNewsletterArticles } from './useNewsletterArticles';

const HINT_ID = 'add-to-newsletter-hint';

/** Why Add to Newsletter is unavailable, or null when it can be used. */
function blockedReason(target: NewsletterDetail | undefined, hasSelection: boolean): string | null {
  if (!hasSelection) return 'Select a newsletter to add articles to it.';
  if (!target) return 'Loading the selected newsletter...';
  if (target.status === 'sent') return 'The selected newsletter has been sent; its articles can no longer change.';
  return null;
}

type ArticleItemProps = { article: ArticleRow; onAdd: () => void; disabled: boolean; adding: boolean; included: boolean };

function ArticleItem({ article, onAdd, disabled, adding, included }: ArticleItemProps) {
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" borderRadius="md" bg="bg">
      <Text fontWeight="semibold" lineClamp={3}>
        {article.headline}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="navy">
          {sectionLabels[article.section]}
        </Badge>
        <Badge variant="outline" colorPalette={article.generatedByAI ? 'purple' : 'gray'}>
          {article.generatedByAI ? 'AI Generated' : 'Manual'}
        </Badge>
        <Text as="span" textStyle="xs" color="fg.muted">
          {formatDay(article.createdAt)}
        </Text>
      </HStack>
      {included ? (
        <Text textStyle="sm" fontWeight="medium" color="green.fg">
          ✓ In this newsletter
        </Text>
      ) : (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          disabled={disabled}
          loading={adding}
          aria-describedby={disabled ? HINT_ID : undefined}
          aria-label={`Add to Newsletter: "${article.headline}"`}
          onClick={onAdd}
        >
          Add to Newsletter
        </Button>
      )}
    </Stack>
  );
}

/**
 * Every article, found by search, section and origin on the server, a page at a time; each is
 * addable to the selected newsletter in the section matching its own.
 */
export function AvailableArticlesCard({ selectedId, selected }: { selectedId?: string; selected?: NewsletterDetail }) {
  const { filters, setFilters, paging, list, filtered } = useArticleSearch(EDITOR_ARTICLES_SHOWN);
  const { add, addingId } = useNewsletterArticles();
  const reason = blockedReason(selected, Boolean(selectedId));
  const included = new Set(selected ? contentArticleIds(selected.content) : []);

  let body;
  if (list.isPending) body = <LoadingNotice text="Loading articles..." />;
  else if (list.isError)
    body = <FailedNotice text="Could not load articles." detail={serverMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length)
    body = <EmptyNotice text={filtered ? 'No articles match your search.' : 'No articles available. Generate some articles first.'} />;
  else
    body = (
      <Stack gap="3">
        {reason && (
          <Text id={HINT_ID} textStyle="sm" color="fg.muted" bg="bg.subtle" px="3" py="2" borderRadius="md">
            {reason}
          </Text>
        )}
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Available articles" opacity={list.isPlaceholderData ? 0.6 : 1}>
          {list.data.items.map((article) => (
            <ArticleItem
              key={article.id}
              article={article}
              included={included.has(article.id)}
              disabled={Boolean(reason) || Boolean(addingId)}
              adding={addingId === article.id}
              onAdd={() => selected && void add(selected.id, article)}
            />
          ))}
        </Stack>
        <PageFooter paging={paging} total={list.data.total} noun="articles" />
      </Stack>
    );

  return (
    <EditorCard title="Available Articles" description="Each goes into the section matching its own.">
      <Stack gap="4">
        <ArticleFilters values={filters} onChange={setFilters} stacked />
        {body}
      </Stack>
    </EditorCard>
  );
}
