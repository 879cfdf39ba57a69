/**
 * Starting keywords and feeds of the breaking-news monitor; the admin edits them afterwards.
 * The feeds are the public RSS feeds of the newsrooms a veterans' editor reads first: the VA's
 * own news, the Department of Defense, and the independent military press. (They are not
 * reachable from the test machines; tests configure loopback feeds.)
 */
export const defaultNewsKeywords = [
  'veterans',
  'VA',
  'Department of Veterans Affairs',
  'VA benefits',
  'VA health care',
  'disability compensation',
  'disability rating',
  'GI Bill',
  'PACT Act',
  'burn pits',
  'toxic exposure',
  'Camp Lejeune',
  'TRICARE',
  'military families',
  'military pay',
  'COLA',
  'veteran homelessness',
  'veteran suicide',
  'Veterans Crisis Line',
  'military transition',
  'SkillBridge',
  'National Guard',
  'reservists',
];

export const defaultNewsSources = [
  // VA News (VAntage Point), the department's own newsroom
  'https://news.va.gov/feed/',
  // Department of Defense news releases
  'https://www.defense.gov/DesktopModules/ArticleCS/RSS.ashx?ContentType=1&Site=945&max=10',
  'https://www.militarytimes.com/arc/outboundfeeds/rss/?outputType=xml',
  'https://www.stripes.com/arc/outboundfeeds/rss/?outputType=xml',
  'https://taskandpurpose.com/feed/',
  'https://www.military.com/rss-feeds/content?keyword=headlines&channel=news&type=news',
];
