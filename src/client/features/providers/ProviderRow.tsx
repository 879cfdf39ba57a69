import { useState } from 'react';
import { Badge, Button, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { verificationMoves } from '../../../shared/stateMachines';
import { verificationBadges } from '../../../shared/statusBadges';
import { formatDate, formatDateTime } from '../../../shared/adminDates';
import { StatusBadge } from '../../components/admin/StatusBadge';
import type { ProviderActions } from './useProviderActions';
import type { AdminProvider } from './types';

const moveLabels = { verified: 'Verify', rejected: 'Reject', pending: 'Reconsider' } as const;

export function ProviderRow({ provider, actions }: { provider: AdminProvider; actions: ProviderActions }) {
  const [note, setNote] = useState('');
  const moves = verificationMoves[provider.verificationStatus];
  const contact = [provider.email, provider.phone, [provider.city, provider.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
  return (
    <Flex as="li" gap="3" py="4" direction={{ base: 'column', lg: 'row' }} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{provider.companyName}</Text>
          <StatusBadge look={verificationBadges[provider.verificationStatus]} />
          {!provider.isActive && (
            <Badge colorPalette="gray" variant="outline">
              Inactive
            </Badge>
          )}
        </HStack>
        {contact && (
          <Text textStyle="sm" wordBreak="break-all">
            {contact}
          </Text>
        )}
        {provider.description && (
          <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
            {provider.description}
          </Text>
        )}
        <Text textStyle="xs" color="fg.muted">
          Applied {formatDate(provider.createdAt)} · {provider.offerCount} offer{provider.offerCount === 1 ? '' : 's'}
          {provider.reviewedAt ? ` · Reviewed ${formatDateTime(provider.reviewedAt)} by ${provider.reviewedBy ?? 'unknown'}` : ''}
        </Text>
        {provider.reviewNote && (
          <Text textStyle="xs" color="fg.muted">
            Note: {provider.reviewNote}
          </Text>
        )}
      </Stack>
      <Stack gap="2" flexShrink={0} width={{ base: 'full', lg: '72' }}>
        {moves.length > 0 && (
          <Textarea
            size="sm"
            rows={2}
            aria-label={`Note to ${provider.companyName}`}
            placeholder="Note to the applicant (sent with the decision)"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        )}
        <HStack gap="2" wrap="wrap">
          {moves.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'verified' ? 'solid' : 'outline'}
              colorPalette={to === 'verified' ? 'green' : to === 'rejected' ? 'red' : 'navy'}
              aria-label={`${moveLabels[to]}: ${provider.companyName}`}
              onClick={() => void actions.review(provider, to, note)}
            >
              {moveLabels[to]}
            </Button>
          ))}
          <Button asChild size="sm" variant="outline" aria-label={`Edit: ${provider.companyName}`}>
            <RouterLink to="/admin/providers/$id" params={{ id: provider.id }}>
              Edit
            </RouterLink>
          </Button>
          {provider.verificationStatus === 'verified' && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`${provider.isActive ? 'Deactivate' : 'Activate'}: ${provider.companyName}`}
              onClick={() => void actions.setActive(provider, !provider.isActive)}
            >
              {provider.isActive ? 'Deactivate' : 'Activate'}
            </Button>
          )}
        </HStack>
      </Stack>
    </Flex>
  );
}
