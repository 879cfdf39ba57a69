/** The most calls one tRPC batch may carry: the server refuses more, the client never sends more. */
export const TRPC_BATCH_MAX = 10;
/** Node refuses request heads over 16 KB; the client splits a GET batch well before that. */
export const TRPC_MAX_URL_LENGTH = 8_000;

/** The element a server-rendered page carries its query data in, for the browser to start from. */
export const SERVER_STATE_ID = 'muster-state';
