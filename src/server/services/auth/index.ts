import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { createLoginThrottle } from '../../auth/throttle';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { LoginInput } from '../../../shared/schemas/auth';
import type { ServiceDeps } from '../deps';
import { createSessionService } from '../../auth/sessions';

export const INVALID_LOGIN = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

export function createAuthService(deps: ServiceDeps) {
  const { db } = deps;
  const throttle = createLoginThrottle(deps);
  const sessions = createSessionService(deps);

  return {
    async login(input: LoginInput, ip: string) {
      const userKey = `user:${input.username.toLowerCase()}`;
      const keys = [`ip:${ip}`, userKey];
      const wait = await throttle.retryAfterSeconds(keys);
      if (wait > 0) {
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS, { headers: { 'Retry-After': String(wait) } });
      }
      const [user] = await db.select().from(users).where(eq(users.username, input.username)).limit(1);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) {
        await throttle.recordFailure(keys);
        throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
      }
      await throttle.reset(userKey);
      const { token, session } = await sessions.create(user.id);
      return { token, session, user: { id: user.id, username: user.username, isAdmin: user.isAdmin } };
    },

    logout: (sessionId: string) => sessions.invalidate(sessionId),

    /**
     * DECISIONS.md: ADMIN_USERNAME/ADMIN_PASSWORD create that admin or reset its password;
     * otherwise, when no admin exists, create `admin` with a random password, returned once.
     */
    async bootstrapAdmin(admin: { username?: string; password?: string }): Promise<{ username: string; password?: string } | null> {
      if (admin.username && admin.password) {
        const passwordHash = await hashPassword(admin.password);
        const [row] = await db
          .insert(users)
          .values({ username: admin.username, passwordHash, isAdmin: true })
          .onConflictDoUpdate({ target: users.username, set: { passwordHash, isAdmin: true } })
          .returning({ id: users.id });
        await sessions.invalidateAllForUser(row.id);
        return { username: admin.username };
      }
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
      if (existing) return null;
      const username = admin.username ?? 'admin';
      const password = randomBytes(12).toString('base64url');
      await db
        .insert(users)
        .values({ username, passwordHash: await hashPassword(password), isAdmin: true })
        .onConflictDoNothing();
      return { username, password };
    },
  };
}
