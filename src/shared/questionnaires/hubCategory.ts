import { partnerTypes } from '../enums';

export const FALLBACK_HUB_CATEGORY = 'legal-services';

type LinkedCategory = { slug: string; veteranIssueId: string | null };

/**
 * The marketplace category a hub's call to action opens: a category linked to the hub
 * (a partner-type slug first, as those are the public categories), else legal services as the spec says.
 */
export function marketplaceCategoryForHub(hubId: string, categories: readonly LinkedCategory[]): string {
  const linked = categories.filter((category) => category.veteranIssueId === hubId);
  const partnerCategory = linked.find((category) => (partnerTypes as readonly string[]).includes(category.slug));
  return (partnerCategory ?? linked[0])?.slug ?? FALLBACK_HUB_CATEGORY;
}
