/**
 * The UTM marks a visit arrived with (a newsletter link adds utm_medium=email and the
 * newsletter's id as utm_campaign), kept for the tab's session so that a lead made a few pages
 * later still counts as that newsletter's conversion.
 */
const KEY = 'muster.campaign';

export type CampaignMarks = { utmSource?: string; utmMedium?: string; utmCampaign?: string };

export function rememberCampaign(search = window.location.search) {
  const params = new URLSearchParams(search);
  const marks: CampaignMarks = {};
  const source = params.get('utm_source');
  const medium = params.get('utm_medium');
  const campaign = params.get('utm_campaign');
  if (source) marks.utmSource = source.slice(0, 200);
  if (medium) marks.utmMedium = medium.slice(0, 200);
  if (campaign) marks.utmCampaign = campaign.slice(0, 200);
  if (!Object.keys(marks).length) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(marks));
  } catch {
    // storage refused (private mode): the marks only live for this page
  }
}

export function campaignMarks(): CampaignMarks {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as CampaignMarks) : {};
  } catch {
    return {};
  }
}
