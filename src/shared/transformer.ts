import { stringify } from 'devalue';
import { deserialize, type Flattened } from './deserialize';

/** A value as JSON-able data. Throws on what devalue refuses: functions, class instances. */
export function serialize(value: unknown): Flattened {
  // devalue gives its form only as text; as data it goes into tRPC's JSON bodies and GET inputs
  // without a second layer of quoting
  return JSON.parse(stringify(value)) as Flattened;
}

export { deserialize };

/** tRPC's data transformer, the same on the server and every client (decision 0040). */
export const transformer = { serialize, deserialize };
