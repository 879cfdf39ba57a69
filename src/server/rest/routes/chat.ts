import { route, type RestRoute } from '../types';

export const chatRoutes: RestRoute[] = [route({ method: 'POST', path: '/api/chat/message', procedure: 'chat.message' })];
