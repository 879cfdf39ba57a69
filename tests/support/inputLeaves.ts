import type { z } from 'zod';

/**
 * A value a client sends, found by walking a zod input schema: its path in the input, and
 * whether it is free text (a string with no format, which must refuse control characters with the
 * one message) or any other value (id, email, enum, number, date, JSON…), which may refuse it
 * with its own message.
 */
export type InputLeaf = { path: (string | number)[]; kind: 'text' | 'other' | 'json' };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  format?: string;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

export function inputLeaves(schema: z.ZodType, path: (string | number)[] = []): InputLeaf[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return inputLeaves(def.innerType!, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => inputLeaves(field, [...path, key]));
    case 'array':
      return inputLeaves(def.element!, [...path, 0]);
    case 'pipe':
      // what the client sends is checked by the pipe's input side, unless that is a preprocess step
      return defOf(def.in!).type === 'transform' ? inputLeaves(def.out!, path) : inputLeaves(def.in!, path);
    case 'lazy':
      return inputLeaves(def.getter!(), path);
    case 'union': {
      const leaves = def.options!.flatMap((option) => inputLeaves(option, path));
      const samePath = leaves.filter((leaf) => leaf.path.join('.') === path.join('.'));
      // a union of plain values (a date as Date or text) is one value, judged by its own rules
      return samePath.length === leaves.length ? [{ path, kind: 'other' }] : leaves;
    }
    case 'string':
      return [{ path, kind: def.format ? 'other' : 'text' }];
    case 'never':
      return [];
    case 'unknown':
    case 'any':
      return [{ path, kind: 'json' }];
    default:
      return [{ path, kind: 'other' }];
  }
}

/** A copy of `input` with `value` at `path`, creating the objects and arrays on the way. */
export function withValueAt(input: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(input) ? [...input] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const object: Record<string, unknown> = { ...((input as object | null) ?? {}) };
  object[head] = withValueAt(object[head], rest, value);
  return object;
}

export function valueAt(input: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node == null ? undefined : (node as Record<string | number, unknown>)[key]), input);
}
