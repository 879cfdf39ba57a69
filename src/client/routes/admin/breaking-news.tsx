import { createFileRoute } from '@tanstack/react-router';
import { BreakingNewsScreen } from '../../features/breakingNews/BreakingNewsScreen';

export const Route = createFileRoute('/admin/breaking-news')({
  component: BreakingNewsScreen,
});
