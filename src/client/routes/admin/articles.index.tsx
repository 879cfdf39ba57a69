import { createFileRoute } from '@tanstack/react-router';
import { ArticlesScreen } from '../../features/articlesAdmin/ArticlesScreen';

export const Route = createFileRoute('/admin/articles/')({ component: ArticlesScreen });
