import { unflatten } from 'devalue';

/**
 * devalue's flattened form of a value: plain JSON (an array of the value's parts, or a number for
 * a value that is one constant such as undefined), which keeps Dates, Maps, Sets, BigInts and
 * undefined. What the server's answers carry (decision 0040).
 */
export type Flattened = number | unknown[];

/** The value back from its flattened form (serverTransformer.ts writes it). */
export function deserialize(data: unknown): unknown {
  return unflatten(data as Flattened);
}

/** Inputs go as plain JSON, as the REST paths take them (decision 0040). */
export const asJson = { serialize: (value: unknown) => value, deserialize: (value: unknown) => value };

/**
 * tRPC's data transformer as a client uses it: inputs written as JSON, answers read with devalue.
 * A client never writes an answer, so this half carries no devalue writer into the browser.
 */
export const clientTransformer = {
  input: asJson,
  output: {
    serialize: (): never => {
      throw new Error('A tRPC client writes no answers');
    },
    deserialize,
  },
};
