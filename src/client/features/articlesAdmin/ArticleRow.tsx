import { Badge, Box, Button, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { sectionLabels } from '../../../shared/labels';
import { formatDate } from '../../../shared/adminDates';
import { ConfirmButton } from '../../components/admin/ConfirmButton';
import { ListRow } from '../../components/admin/PagedList';
import type { Article } from './types';

type ArticleRowProps = { article: Article; onRemove: (article: Article) => Promise<unknown> };

/** Headline (opens the editor), section, origin and date, with Edit and Delete. */
export function ArticleRow({ article, onRemove }: ArticleRowProps) {
  return (
    <ListRow>
      <Box flex="1" minW="0">
        <Link asChild fontWeight="semibold" color="navy.900" overflowWrap="anywhere">
          <RouterLink to="/admin/articles/$id" params={{ id: article.id }}>
            {article.headline}
          </RouterLink>
        </Link>
        <HStack gap="2" mt="1" wrap="wrap" textStyle="sm" color="fg.muted">
          <Text>{sectionLabels[article.section]}</Text>
          <Text aria-hidden="true">·</Text>
          <Badge colorPalette={article.generatedByAI ? 'purple' : 'gray'} variant="subtle">
            {article.generatedByAI ? 'AI Generated' : 'Manual'}
          </Badge>
          <Text aria-hidden="true">·</Text>
          <Text>{formatDate(article.createdAt)}</Text>
        </HStack>
      </Box>
      <HStack gap="2" flexShrink={0}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/admin/articles/$id" params={{ id: article.id }} aria-label={`Edit ${article.headline}`}>
            Edit
          </RouterLink>
        </Button>
        <ConfirmButton
          ariaLabel={`Delete ${article.headline}`}
          title="Delete article?"
          description={`"${article.headline}" will be removed from the site and from every newsletter not yet sent. This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => onRemove(article)}
        >
          Delete
        </ConfirmButton>
      </HStack>
    </ListRow>
  );
}
