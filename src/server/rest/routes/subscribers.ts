import type { RestRoute } from '../types';

export const subscribersRoutes: RestRoute[] = [];
