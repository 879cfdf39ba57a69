import { stringify } from 'devalue';
import { asJson, deserialize, type Flattened } from './transformer';

/** A value as devalue's flattened form. Throws on what devalue refuses: functions, class instances. */
export function serialize(value: unknown): Flattened {
  // devalue gives its form only as text; as data it goes into tRPC's JSON answers without a
  // second layer of quoting
  return JSON.parse(stringify(value)) as Flattened;
}

/**
 * tRPC's data transformer on the server (and in tests that answer as the server): inputs read as
 * plain JSON, answers written with devalue (decision 0040).
 */
export const transformer = { input: asJson, output: { serialize, deserialize } };
