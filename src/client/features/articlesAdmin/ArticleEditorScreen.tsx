import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { RecordScreen } from '../../components/admin/RecordScreen';
import { ArticleEditor } from './ArticleEditor';

const backToList = (
  <Button asChild variant="outline">
    <RouterLink to="/admin/articles">All Articles</RouterLink>
  </Button>
);

/** /admin/articles/new: a hand-written article; the dashboard's Import Social Content fills the source link. */
export function NewArticleScreen({ sourceLink }: { sourceLink?: string }) {
  const navigate = useNavigate();
  return (
    <Stack gap="6">
      <AdminPageHeader
        title="New Article"
        description={sourceLink ? 'Write the article about the imported link.' : 'Write an article by hand.'}
        actions={backToList}
      />
      <ArticleEditor
        initialSourceLink={sourceLink}
        onSaved={(saved) => void navigate({ to: '/admin/articles/$id', params: { id: saved.id } })}
        onCancel={() => void navigate({ to: '/admin/articles' })}
      />
    </Stack>
  );
}

/** /admin/articles/$id: any article, hand-written or AI generated, edited the same way. */
export function EditArticleScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const article = trpc.articles.get.useQuery({ id });
  // read here, not in the render prop, so that a refetch re-renders and re-keys the form
  const updatedAt = article.dataUpdatedAt;

  return (
    <RecordScreen
      query={article}
      title="Edit Article"
      back={backToList}
      loadingText="Loading article..."
      notFoundText="This article does not exist. It may have been deleted."
      errorText="Failed to load the article."
    >
      {(data) => (
        <Stack gap="6">
          <AdminPageHeader
            title="Edit Article"
            description={data.generatedByAI ? 'AI generated; your edits are saved as written.' : 'Written by hand.'}
            actions={backToList}
          />
          {/* keyed by the stored row: after a save the form starts from what the server kept */}
          <ArticleEditor
            key={`${data.id}-${updatedAt}`}
            article={data}
            onSaved={() => undefined}
            onCancel={() => void navigate({ to: '/admin/articles' })}
          />
        </Stack>
      )}
    </RecordScreen>
  );
}
