import type { RestRoute } from '../types';

export const spotlightsRoutes: RestRoute[] = [];
