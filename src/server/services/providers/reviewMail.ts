import type { MailMessage } from '../../lib/mail/mailer';

/** To the applicant: the decision on their application, with the admin's note. */
export function reviewDecisionMail(vendor: { companyName: string; email: string }, verified: boolean, note: string | null): MailMessage {
  const decision = verified
    ? `Your application to the Muster marketplace has been verified. ${vendor.companyName} is now listed, and veterans can contact you through it.`
    : `We could not verify your application to the Muster marketplace for ${vendor.companyName}, so it is not listed.`;
  return {
    to: vendor.email,
    subject: verified ? `${vendor.companyName} is verified on Muster` : `Your Muster marketplace application`,
    text: [`Hello ${vendor.companyName},`, '', decision, ...(note ? ['', 'A note from our team:', note] : []), '', 'The Muster team'].join(
      '\n',
    ),
  };
}
