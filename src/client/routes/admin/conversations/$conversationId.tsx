import { createFileRoute } from '@tanstack/react-router';
import { ConversationScreen } from '../../../features/conversations/ConversationScreen';

function ConversationRoute() {
  const { conversationId } = Route.useParams();
  return <ConversationScreen conversationId={conversationId} />;
}

export const Route = createFileRoute('/admin/conversations/$conversationId')({
  component: ConversationRoute,
});
