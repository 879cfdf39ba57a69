/** Resource cards show the first three resources and count the rest (public spec §9). */
export const RESOURCE_CARD_PREVIEW = 3;

export function previewResources(resources: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: resources.slice(0, RESOURCE_CARD_PREVIEW),
    more: Math.max(0, resources.length - RESOURCE_CARD_PREVIEW),
  };
}

/** Reads '+2 more resources' / '+1 more resource'. */
export const moreResourcesLabel = (more: number) => `+${more} more resource${more === 1 ? '' : 's'}`;

export const actionStepsLabel = (count: number) => `${count} action step${count === 1 ? '' : 's'}`;
