/**
 * Opens and clicks that no person made: mail privacy proxies that fetch every image on arrival
 * (Apple Mail Privacy Protection, Gmail's and Yahoo's image proxies), link scanners of mail
 * gateways, and anything within seconds of the email leaving us (no reader is that fast).
 */
export const PREFETCH_WINDOW_SECONDS = 10;

const MACHINE_AGENTS = [
  /GoogleImageProxy/i,
  /ggpht\.com/i,
  /YahooMailProxy/i,
  /Barracuda/i,
  /Proofpoint/i,
  /Mimecast/i,
  /Symantec|Messagelabs/i,
  /Trend ?Micro/i,
  /bot\b|spider|crawler|preview/i,
  /HeadlessChrome/i,
  /python-requests|curl\/|wget\//i,
];

export type Hit = { userAgent: string | null; ip: string | null; issuedAtSeconds: number; now: Date };

export function isMachineHit({ userAgent, ip, issuedAtSeconds, now }: Hit): boolean {
  const age = now.getTime() / 1000 - issuedAtSeconds;
  // within seconds of sending, or a stamp from the future (a hand-made URL)
  if (!(age >= PREFETCH_WINDOW_SECONDS)) return true;
  const agent = userAgent?.trim() ?? '';
  if (!agent) return true;
  // Apple's privacy proxy sends exactly this, from Apple's 17.0.0.0/8
  if (agent === 'Mozilla/5.0' || ip?.startsWith('17.')) return true;
  return MACHINE_AGENTS.some((pattern) => pattern.test(agent));
}
