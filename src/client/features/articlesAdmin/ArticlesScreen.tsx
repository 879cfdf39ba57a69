import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { SectionCard } from '../../components/admin/SectionCard';
import { PagedList, RowList } from '../../components/admin/PagedList';
import { ArticleFilters } from './ArticleFilters';
import { ArticleRow } from './ArticleRow';
import { ARTICLES_PAGE_SIZE } from './types';
import { useArticleActions } from './useArticleActions';
import { useArticleSearch } from './useArticleSearch';

/** /admin/articles: every article, hand-written or generated, found by search and filters. */
export function ArticlesScreen() {
  const actions = useArticleActions();
  const { filters, setFilters, paging, list, filtered } = useArticleSearch(ARTICLES_PAGE_SIZE);

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Articles"
        description="Write an article by hand, fix any article, hand-written or AI generated."
        actions={
          <Button asChild colorPalette="navy">
            <RouterLink to="/admin/articles/new">New Article</RouterLink>
          </Button>
        }
      />
      <SectionCard title="All Articles" actions={<ArticleFilters values={filters} onChange={setFilters} />}>
        <PagedList
          list={list}
          paging={paging}
          noun="articles"
          loadingText="Loading articles..."
          errorText="Failed to load articles."
          emptyText={filtered ? 'No articles match your search.' : 'No articles yet. Write your first article with New Article.'}
        >
          {(items) => (
            <RowList label="Articles">
              {items.map((article) => (
                <ArticleRow key={article.id} article={article} onRemove={actions.remove} />
              ))}
            </RowList>
          )}
        </PagedList>
      </SectionCard>
    </Stack>
  );
}
