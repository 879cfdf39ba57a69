import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
// Type only: the server's code never enters the browser bundle.
import type { AppRouter } from '../../server/routers';

type Procedures = AppRouter['_def']['record'];
type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** Every procedure of one kind as 'router.procedure', checked against the real router. */
type PathsOf<Kind extends 'query' | 'mutation'> = {
  [R in keyof Procedures & string]: {
    [P in keyof Procedures[R] & string]: Procedures[R][P] extends { _def: { type: Kind } } ? `${R}.${P}` : never;
  }[keyof Procedures[R] & string];
}[keyof Procedures & string];

export type QueryPath = PathsOf<'query'>;
export type MutationPath = PathsOf<'mutation'>;
export type ProcedurePath = QueryPath | MutationPath;

/** `T[router][procedure]` of a 'router.procedure' path */
type Lookup<T, Path> = Path extends `${infer R}.${infer P}`
  ? R extends keyof T
    ? P extends keyof T[R]
      ? T[R][P]
      : never
    : never
  : never;

export type InputOf<Path extends ProcedurePath> = Lookup<Inputs, Path>;
export type OutputOf<Path extends ProcedurePath> = Lookup<Outputs, Path>;

/** The input argument: left out for a procedure that takes none. */
export type InputArgs<Path extends ProcedurePath> = undefined extends InputOf<Path> ? [input?: InputOf<Path>] : [input: InputOf<Path>];
