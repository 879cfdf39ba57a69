/** Starting keywords and feeds of the breaking-news monitor; the admin edits them afterwards. */
export const defaultNewsKeywords = [
  'veterans',
  'VA benefits',
  'GI Bill',
  'PACT Act',
  'VA health care',
  'military families',
  'TRICARE',
  'disability compensation',
  'veteran homelessness',
  'military transition',
];

export const defaultNewsSources = [
  'https://news.va.gov/feed/',
  'https://www.militarytimes.com/arc/outboundfeeds/rss/?outputType=xml',
  'https://taskandpurpose.com/feed/',
];
