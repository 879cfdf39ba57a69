import type { MailMessage } from '../../lib/mail/mailer';

type ContactRequest = {
  veteranName: string;
  veteranEmail: string | null;
  veteranPhone: string | null;
  message: string | null;
  category: string | null;
};
type Provider = { companyName: string; email: string };

function requestLines(lead: ContactRequest): string[] {
  return [
    `Name: ${lead.veteranName}`,
    `Email: ${lead.veteranEmail ?? 'not given'}`,
    `Phone: ${lead.veteranPhone ?? 'not given'}`,
    ...(lead.category ? [`Service: ${lead.category}`] : []),
    '',
    'Their request:',
    lead.message ?? '(no message)',
  ];
}

/** To the provider: who asked, how to reach them; a reply goes straight to the veteran. */
export function providerRequestMail(lead: ContactRequest, provider: Provider, siteName: string): MailMessage {
  return {
    to: provider.email,
    subject: `New request from ${lead.veteranName} via ${siteName}`,
    ...(lead.veteranEmail ? { replyTo: lead.veteranEmail } : {}),
    text: [
      `Hello ${provider.companyName},`,
      '',
      `A veteran asked to be contacted through the ${siteName} marketplace.`,
      '',
      ...requestLines(lead),
      '',
      'Please get in touch with them directly.',
    ].join('\n'),
  };
}

/** To the veteran: a copy of what the provider received. */
export function veteranCopyMail(lead: ContactRequest & { veteranEmail: string }, provider: Provider, siteName: string): MailMessage {
  return {
    to: lead.veteranEmail,
    subject: `Your request to ${provider.companyName}`,
    replyTo: provider.email,
    text: [
      `Hello ${lead.veteranName},`,
      '',
      `We sent your request to ${provider.companyName} through ${siteName}. They will contact you directly. This is your copy:`,
      '',
      ...requestLines(lead),
      '',
      'If you are in crisis, call 988 and press 1, or text 838255.',
    ].join('\n'),
  };
}
