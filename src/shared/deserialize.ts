import { unflatten } from 'devalue';

/**
 * devalue's flattened form of a value: plain JSON (an array of the value's parts, or a number for
 * a value that is one constant such as undefined), which keeps Dates, Maps, Sets, BigInts and
 * undefined. What tRPC sends either way, and what a drawn page hands over (decision 0040).
 */
export type Flattened = number | unknown[];

/**
 * The value back from its flattened form: the reading half of the app's transformer
 * (transformer.ts), in a module of its own so the browser's first load, which only reads a
 * drawn page's data, carries no writing half.
 */
export function deserialize(data: unknown): unknown {
  return unflatten(data as Flattened);
}
