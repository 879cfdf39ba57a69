import type { RestRoute } from '../types';

export const chatRoutes: RestRoute[] = [{ method: 'POST', path: '/api/chat/message', procedure: 'chat.message' }];
