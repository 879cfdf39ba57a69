import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/PublicLayout';
import { TrpcOutlet } from '../api/TrpcOutlet';

export const Route = createFileRoute('/_public')({
  component: () => (
    <PublicLayout>
      {/* the home page reads through the shell's Api; the other public screens use tRPC's hooks */}
      <TrpcOutlet shellChild="/_public/" />
    </PublicLayout>
  ),
});
