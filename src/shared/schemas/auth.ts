import { z } from 'zod';
import { requiredText } from './common';
import { withoutControlCharacters } from './text';

export const loginInput = z.object({
  username: requiredText('Username is required').pipe(z.string().max(100, 'Username is too long')),
  // not trimmed: a password is taken exactly as typed
  password: withoutControlCharacters(
    z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Password is too long'),
  ),
});
export type LoginInput = z.infer<typeof loginInput>;

export type AuthState =
  | { authenticated: true; user: { id: string; username: string; isAdmin: boolean } }
  | { authenticated: false; user: null };
