import type { ServiceDeps } from '../deps';

export function createChatService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type ChatService = ReturnType<typeof createChatService>;
