import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';
import { adminSection, type AdminSectionPath } from './sections';

/** An admin screen not built yet: its title from the sidebar table and the honest notice. */
export function AdminPlaceholder({ to }: { to: AdminSectionPath }) {
  return <ScreenPlaceholder title={adminSection(to).title} />;
}
