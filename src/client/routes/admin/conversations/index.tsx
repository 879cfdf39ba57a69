import { createFileRoute } from '@tanstack/react-router';
import { ConversationsScreen } from '../../../features/conversations/ConversationsScreen';

export const Route = createFileRoute('/admin/conversations/')({
  component: ConversationsScreen,
});
