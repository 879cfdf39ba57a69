import { clientTransformer } from '../../src/shared/transformer';

/**
 * tRPC's wire form for requests made by hand, as the real client sends and reads it
 * (src/shared/transformer.ts): inputs as plain JSON, each answer's data or error in devalue's form.
 */

const { input, output } = clientTransformer;

/** One input as the client sends it: the POST body, or the GET `input` parameter (URL-encode it). */
export const trpcInput = (value: unknown) => JSON.stringify(input.serialize(value));

/** A batch's inputs, keyed by their place in the batch. */
export const trpcBatchInput = (values: unknown[]) =>
  JSON.stringify(Object.fromEntries(values.map((value, i) => [String(i), input.serialize(value)])));

type Envelope = { result?: unknown; error?: unknown };

/** The error shape the server's errorFormatter gives (src/server/trpc/init.ts). */
export type TrpcErrorShape = {
  message: string;
  code: number;
  data: { code: string; httpStatus: number; appCode?: string; field?: string; requestId?: string };
};

/** The data of one call's answer. */
export const trpcData = <T = unknown>(answer: Envelope) => output.deserialize((answer.result as { data?: unknown } | undefined)?.data) as T;

/** The error shape of one call's answer, or undefined when it succeeded. */
export const trpcError = <T = TrpcErrorShape>(answer: Envelope | undefined) =>
  answer?.error === undefined ? undefined : (output.deserialize(answer.error) as T);
