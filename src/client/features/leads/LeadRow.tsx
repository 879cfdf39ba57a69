import { useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { leadMoves } from '../../../shared/stateMachines';
import { leadSourceKind, leadSourceLabels } from '../../../shared/leads';
import { formatDateTime } from '../../../shared/adminDates';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { leadMoveLabels, leadPriorityBadges, leadStatusBadges } from '../../../shared/statusBadges';
import type { LeadActions } from './useLeadActions';
import type { AdminLead } from './types';

/** Details the chat collected (branch, location…) as "key: value" lines. */
function profileLines(profile: AdminLead['veteranProfile']): string[] {
  if (!profile) return [];
  return Object.entries(profile)
    .filter(([, v]) => v !== null && v !== '' && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`);
}

function history(lead: AdminLead): string[] {
  const lines = [`Received ${formatDateTime(lead.createdAt)}`];
  if (lead.contactedAt)
    lines.push(`Contacted ${formatDateTime(lead.contactedAt)} by ${lead.contactedBy ?? 'the veteran (provider contact form)'}`);
  if (lead.closedAt) lines.push(`Closed ${formatDateTime(lead.closedAt)} by ${lead.closedBy ?? 'unknown'}`);
  return lines;
}

export function LeadRow({ lead, actions }: { lead: AdminLead; actions: LeadActions }) {
  const [notes, setNotes] = useState(lead.notes ?? '');
  const details = [lead.veteranEmail, lead.veteranPhone].filter(Boolean).join(' · ');
  const profile = profileLines(lead.veteranProfile);
  return (
    <Flex as="li" gap="3" py="4" direction={{ base: 'column', lg: 'row' }} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{lead.veteranName}</Text>
          {lead.crisisFlag && (
            <Badge colorPalette="red" variant="solid">
              Crisis
            </Badge>
          )}
          <StatusBadge look={leadPriorityBadges[lead.priority]} />
          <StatusBadge look={leadStatusBadges[lead.status]} />
        </HStack>
        <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
          {leadSourceLabels[leadSourceKind(lead)]}
          {lead.vendorName ? ` · ${lead.vendorName}` : ''}
          {lead.category ? ` · ${lead.category}` : ''}
        </Text>
        {details && (
          <Text textStyle="sm" wordBreak="break-all">
            {details}
          </Text>
        )}
        {lead.message && (
          <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
            “{lead.message}”
          </Text>
        )}
        {profile.length > 0 && (
          <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
            {profile.join(' · ')}
          </Text>
        )}
        <Box textStyle="xs" color="fg.muted">
          {history(lead).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </Box>
      </Stack>
      <Stack gap="2" flexShrink={0} width={{ base: 'full', lg: '72' }}>
        <Textarea
          size="sm"
          rows={2}
          aria-label={`Notes on ${lead.veteranName}`}
          placeholder="Notes"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <HStack gap="2" wrap="wrap">
          {notes !== (lead.notes ?? '') && (
            <Button size="sm" variant="outline" onClick={() => void actions.saveNotes(lead, notes)}>
              Save notes
            </Button>
          )}
          {leadMoves[lead.status].map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'closed' ? 'outline' : 'solid'}
              colorPalette="navy"
              aria-label={`${leadMoveLabels[to]}: ${lead.veteranName}`}
              onClick={() => void actions.move(lead, to)}
            >
              {leadMoveLabels[to]}
            </Button>
          ))}
        </HStack>
      </Stack>
    </Flex>
  );
}
