import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';

type ChatReply = inferRouterOutputs<AppRouter>['chat']['message'];
type Suggestion = ChatReply['vendorSuggestions'][number];

let nextVendor = 1;

/** A provider suggestion as `chat.message` returns it. */
export function vendorSuggestion(overrides: Partial<Suggestion['vendor']> = {}, matchReason = 'Verified provider of Housing'): Suggestion {
  const n = nextVendor++;
  return {
    vendor: {
      id: `00000000-0000-4000-e000-${String(n).padStart(12, '0')}`,
      companyName: `Provider ${n}`,
      description: null,
      tier: 'preferred',
      verificationStatus: 'verified',
      rating: 450,
      reviewCount: 12,
      website: `https://provider${n}.example.org`,
      phone: `555-010${n % 10}`,
      email: `hello@provider${n}.example.org`,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      logoUrl: null,
      specializations: [],
      ...overrides,
    },
    matchReason,
  };
}

/** A standard, non-crisis reply with nothing extracted. */
export function chatReply(overrides: Partial<ChatReply> = {}): ChatReply {
  return {
    response: 'Here is some help with housing.',
    intent: 'housing',
    urgencyLevel: 'standard',
    vendorSuggestions: [],
    extractedInfo: {
      name: null,
      email: null,
      phone: null,
      branch: null,
      location: null,
    },
    crisisFlag: false,
    routingSuggestion: 'Talk to a housing counselor.',
    shouldCreateLead: false,
    ...overrides,
  };
}
