/** The site's name and what it is, for tab titles, link previews and the feed. */
export const SITE_NAME = 'Muster';
export const SITE_DESCRIPTION = 'Daily news, newsletters and trusted resources for US military veterans and their families.';

/** A tab title: the page's own name, then the site's; the home page is the site's name alone. */
export const pageTitle = (title?: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);
