import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Video embeds of the article page are the only third-party frames we allow. */
const videoFrames = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://www.tiktok.com', 'https://player.vimeo.com'];

/** Everything a browser may show as a document: pages, the newsletter preview, files, redirects. */
const forDocuments = secureHeaders({
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Chakra (emotion) injects <style> elements at run time
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    mediaSrc: ["'self'", 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: videoFrames,
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
});

/**
 * JSON answers, scripts and style sheets are never documents: a browser does not show them, so
 * they get OWASP's set for REST answers (nothing may load or frame it, no sniffing, HTTPS only,
 * same-origin reads) and none of the headers that only steer how a page behaves. About 700 bytes
 * less on every API and tRPC answer and every script of a page's first load.
 */
const forData = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  strictTransportSecurity: true,
  crossOriginResourcePolicy: 'same-origin',
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** No worker script exists here, so no script is ever a document with a policy of its own. */
const NOT_A_DOCUMENT = /^(application\/json|text\/javascript|application\/javascript|text\/css)\b/;

const answered = async () => {};

/** Security headers chosen by what the answer is, once it is known. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const data = NOT_A_DOCUMENT.test(c.res.headers.get('content-type') ?? '');
  await (data ? forData : forDocuments)(c, answered);
};
