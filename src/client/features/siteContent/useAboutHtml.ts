import { siteContentDefaults } from '../../../shared/siteContentDefaults';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';

/**
 * The footer's about text from site content; the stored default if the call fails.
 * Undefined while loading, so the default does not flash before the edited text.
 */
export function useAboutHtml(): string | undefined {
  const content = useQuery(useApi().queryOptions('siteContent.get'));
  if (content.isPending) return undefined;
  return content.data?.aboutHtml || siteContentDefaults.aboutHtml;
}
