/** What a resource hub shows besides its title (public spec §3, veteran issue). */
export type HubContent = {
  overview: string;
  whyItMatters: string;
  /** 'Name — what it is — where' */
  resources: string[];
  tools: string[];
  actionSteps: string[];
  /** an illustrative example, phrased as one */
  successStory: string;
};
