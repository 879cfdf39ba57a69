import { deserialize, serialize } from '../../src/shared/transformer';

/**
 * tRPC's wire form for requests made by hand: every input and every answer's data or error goes
 * through the app's transformer (src/shared/transformer.ts), as the real client sends and reads them.
 */

/** One input as the client sends it: the POST body, or the GET `input` parameter (URL-encode it). */
export const trpcInput = (input: unknown) => JSON.stringify(serialize(input));

/** A batch's inputs, keyed by their place in the batch. */
export const trpcBatchInput = (inputs: unknown[]) =>
  JSON.stringify(Object.fromEntries(inputs.map((input, i) => [String(i), serialize(input)])));

type Envelope = { result?: unknown; error?: unknown };

/** The error shape the server's errorFormatter gives (src/server/trpc/init.ts). */
export type TrpcErrorShape = {
  message: string;
  code: number;
  data: { code: string; httpStatus: number; appCode?: string; field?: string; requestId?: string };
};

/** The data of one call's answer. */
export const trpcData = <T = unknown>(answer: Envelope) => deserialize((answer.result as { data?: unknown } | undefined)?.data) as T;

/** The error shape of one call's answer, or undefined when it succeeded. */
export const trpcError = <T = TrpcErrorShape>(answer: Envelope | undefined) =>
  answer?.error === undefined ? undefined : (deserialize(answer.error) as T);
