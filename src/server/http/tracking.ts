import type { Hono } from 'hono';
import type { Services } from '../services';
import type { Config } from '../config';
import { AppError } from '../errors';
import { isUuid } from '../services/tracking';
import { clientIp } from './clientIp';
import { errorResponse } from './publicError';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const STAMP = /^\d{1,12}$/;

/** What we never write into an email (not ids, not a stamp): a 400 that records nothing. */
const notOurLink = () => new AppError('BAD_REQUEST', 'This tracking link is not valid.');

/**
 * The open pixel (`/o/{newsletter}/{subscriber}/{stamp}.gif`) and click redirects
 * (`/r/{link}/{subscriber}/{stamp}`) of newsletter emails. No cookie is read or set; the pixel is
 * never cached, so each open reaches us. What is recorded is decided in services/tracking.
 */
export function mountTracking(app: Hono, deps: { services: Services; config: Config }) {
  app.get('/o/:newsletterId/:subscriberId/:file', async (c) => {
    const { newsletterId, subscriberId, file } = c.req.param();
    const stamp = file.replace(/\.gif$/, '');
    if (!isUuid(newsletterId) || !isUuid(subscriberId) || !file.endsWith('.gif') || !STAMP.test(stamp)) {
      return errorResponse(c, notOurLink());
    }
    // a well-formed pixel always answers the image, known or not: what counts is decided there
    await deps.services.tracking.open(newsletterId, subscriberId, Number(stamp), {
      userAgent: c.req.header('user-agent') ?? null,
      ip: clientIp(c, deps.config.trustProxy),
    });
    return c.body(PIXEL, 200, {
      'content-type': 'image/gif',
      'cache-control': 'no-store, max-age=0',
      'content-length': String(PIXEL.length),
    });
  });

  app.get('/r/:linkId/:subscriberId/:stamp', async (c) => {
    const { linkId, subscriberId, stamp } = c.req.param();
    try {
      // an unknown or malformed link id is the documented 404 (click() decides); the rest a 400
      if (isUuid(linkId) && (!isUuid(subscriberId) || !STAMP.test(stamp))) throw notOurLink();
      const url = await deps.services.tracking.click(linkId, subscriberId, Number(stamp), {
        userAgent: c.req.header('user-agent') ?? null,
        ip: clientIp(c, deps.config.trustProxy),
      });
      c.header('cache-control', 'no-store');
      c.header('referrer-policy', 'no-referrer');
      return c.redirect(url, 302);
    } catch (error) {
      return errorResponse(c, error);
    }
  });
}
