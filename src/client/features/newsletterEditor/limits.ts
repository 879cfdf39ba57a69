/** The editor's lists show the newest few (admin spec §9: newsletters 10, articles 10). */
export const EDITOR_NEWSLETTERS_SHOWN = 10;
export const EDITOR_ARTICLES_SHOWN = 10;
