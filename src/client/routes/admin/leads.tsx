import { createFileRoute } from '@tanstack/react-router';
import { LeadsScreen } from '../../features/leads/LeadsScreen';

export const Route = createFileRoute('/admin/leads')({
  component: LeadsScreen,
});
