/** The fixed author line of every article (public spec, Article page). */
export const ARTICLE_BYLINE = 'By the Muster Editorial Team';

/** Stored article HTML carries no styles; these give it a readable rhythm wherever it is shown. */
export const proseStyles = {
  '& p': { mb: '4' },
  '& h2, & h3, & h4': { fontFamily: 'heading', color: 'navy.900', fontWeight: 'bold', mt: '6', mb: '3' },
  '& h2': { fontSize: '2xl' },
  '& h3': { fontSize: 'xl' },
  '& ul, & ol': { pl: '6', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'navy.fg', textDecoration: 'underline' },
  '& blockquote': { borderLeftWidth: '3px', borderColor: 'gold.solid', pl: '4', fontStyle: 'italic', mb: '4' },
  '& img': { maxW: '100%', height: 'auto', borderRadius: 'md' },
} as const;
