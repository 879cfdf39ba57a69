/** The admin sidebar's nine entries, in the spec's order, with each screen's title. */
export const adminSections = [
  { to: '/admin/dashboard', label: 'Dashboard', title: 'Newsletter Management' },
  { to: '/admin/newsletter', label: 'Newsletter Editor', title: 'Newsletter Editor' },
  { to: '/admin/articles', label: 'Articles', title: 'Articles' },
  { to: '/admin/ai-generator', label: 'AI Article Generator', title: 'AI Article Generator' },
  { to: '/admin/marketing', label: 'Marketing', title: 'Marketing' },
  { to: '/admin/subscribers', label: 'Subscribers', title: 'Subscribers' },
  { to: '/admin/partners', label: 'Partners', title: 'Partners' },
  { to: '/admin/community', label: 'Community', title: 'Community Spotlights' },
  { to: '/admin/breaking-news', label: 'Breaking News', title: 'Breaking News Automation' },
  { to: '/admin/analytics', label: 'Analytics', title: 'Analytics Dashboard' },
  // beyond the spec's nine (DECISIONS.md): the daily work on leads and provider applications
  { to: '/admin/leads', label: 'Leads', title: 'Leads' },
  { to: '/admin/providers', label: 'Providers', title: 'Providers' },
] as const;

/** Beyond the spec's nine, what daily work needs (DECISIONS.md), listed after them. */
export const adminWorkSections = [{ to: '/admin/conversations', label: 'Conversations', title: 'Conversations' }] as const;

export type AdminSectionPath = (typeof adminSections)[number]['to'];

export const adminSection = (to: AdminSectionPath) => adminSections.find((s) => s.to === to)!;
