import { createFileRoute } from '@tanstack/react-router';
import { EditArticleScreen } from '../../features/articlesAdmin/ArticleEditorScreen';

export const Route = createFileRoute('/admin/articles/$id')({ component: EditArticleRoute });

function EditArticleRoute() {
  const { id } = Route.useParams();
  return <EditArticleScreen key={id} id={id} />;
}
