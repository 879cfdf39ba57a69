import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { SectionCard } from '../../components/admin/SectionCard';
import { ListMessage } from '../../components/admin/ListMessage';
import { detailsLine, formatDateTime, intentLabel, urgencyLabel } from './conversationText';
import type { ConversationDetail } from './types';

function Message({ message: m }: { message: ConversationDetail['messages'][number] }) {
  const fromVisitor = m.role === 'user';
  return (
    <Box
      as="li"
      alignSelf={fromVisitor ? 'flex-end' : 'flex-start'}
      maxW={{ base: '100%', md: '80%' }}
      bg={fromVisitor ? 'navy.50' : 'gray.50'}
      borderWidth="1px"
      borderColor={fromVisitor && m.crisisFlag ? 'red.500' : 'gray.200'}
      borderRadius="lg"
      px="4"
      py="3"
    >
      <Flex gap="2" align="center" mb="1" wrap="wrap">
        <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
          {fromVisitor ? 'Visitor' : 'Muster Guide'} · {formatDateTime(m.createdAt)}
        </Text>
        {fromVisitor && m.crisisFlag && (
          <Badge colorPalette="red" variant="solid" size="sm">
            Crisis language
          </Badge>
        )}
        {fromVisitor && m.intent && (
          <Badge variant="subtle" size="sm">
            {intentLabel(m.intent)}
            {urgencyLabel(m.urgencyLevel) ? ` · ${urgencyLabel(m.urgencyLevel)}` : ''}
          </Badge>
        )}
      </Flex>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {m.content}
      </Text>
    </Box>
  );
}

/** One stored conversation: what was said, the flags, the details picked up and its leads. */
export function ConversationScreen({ conversationId }: { conversationId: string }) {
  const query = trpc.conversations.get.useQuery({ id: conversationId });
  const back = (
    <Link asChild color="navy.700">
      <RouterLink to="/admin/conversations">Back to conversations</RouterLink>
    </Link>
  );
  if (query.isPending) return <ListMessage kind="loading" text="Loading conversation..." />;
  if (query.isError) {
    return (
      <Stack gap="4">
        {back}
        <ListMessage
          kind="error"
          text={query.error.data?.httpStatus === 404 ? 'This conversation no longer exists.' : 'Failed to load the conversation.'}
        />
      </Stack>
    );
  }
  const c = query.data;
  return (
    <Stack gap="6">
      {back}
      <AdminPageHeader
        title={c.crisisFlag ? 'Crisis conversation' : 'Conversation'}
        description={[intentLabel(c.intent), `started ${formatDateTime(c.createdAt)}`, detailsLine(c.extractedInfo)]
          .filter(Boolean)
          .join(' · ')}
      />
      {c.crisisFlag && (
        <Box role="note" borderLeftWidth="6px" borderColor="red.600" bg="red.50" px="4" py="3" borderRadius="md">
          <Text fontWeight="semibold" color="red.800">
            Crisis language{c.crisisAt ? ` since ${formatDateTime(c.crisisAt)}` : ''}. Every reply after it carried the Veterans Crisis
            Line.
          </Text>
        </Box>
      )}
      {c.leads.length > 0 && (
        <SectionCard title="Leads from this conversation">
          <Stack as="ul" gap="1" listStyleType="none">
            {c.leads.map((lead) => (
              <Text as="li" key={lead.id}>
                {lead.veteranName} · {lead.priority} priority{lead.crisisFlag ? ' · crisis' : ''} · {formatDateTime(lead.createdAt)}
              </Text>
            ))}
          </Stack>
        </SectionCard>
      )}
      <SectionCard title="Messages">
        {c.messages.length === 0 ? (
          <ListMessage kind="empty" text="No messages were stored for this conversation." />
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" aria-label="Messages">
            {c.messages.map((m) => (
              <Message key={m.id} message={m} />
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
