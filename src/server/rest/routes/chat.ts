import type { RestRoute } from '../types';

export const chatRoutes: RestRoute[] = [];
