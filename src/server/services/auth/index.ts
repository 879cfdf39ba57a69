import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/password';
import { createLoginThrottle } from '../../auth/throttle';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { LoginInput } from '../../../shared/schemas/auth';
import type { ServiceDeps } from '../deps';
import { createSessionService } from '../../auth/sessions';
import { createRateLimitService } from '../rateLimits';

export const INVALID_LOGIN = 'Invalid username or password';

export function createAuthService(deps: ServiceDeps) {
  const { db } = deps;
  const throttle = createLoginThrottle({ rateLimits: createRateLimitService(deps), config: deps.config });
  const sessions = createSessionService(deps);

  return {
    async login(input: LoginInput, ip: string) {
      const attempt = await throttle.admit(input.username, ip);
      const [user] = await db
        .select({ id: users.id, username: users.username, isAdmin: users.isAdmin, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.username, input.username))
        .limit(1);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !ok) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
      await attempt.succeeded();
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
        const [current] = await db
          .select({ passwordHash: users.passwordHash, isAdmin: users.isAdmin })
          .from(users)
          .where(eq(users.username, admin.username))
          .limit(1);
        // a restart with the same password keeps everyone signed in; only a new one signs them out
        if (current?.isAdmin && (await verifyPassword(current.passwordHash, admin.password))) {
          return { username: admin.username };
        }
        const { username } = admin;
        const passwordHash = await hashPassword(admin.password);
        // the new password and the end of the old sessions commit together
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ username, passwordHash, isAdmin: true })
            .onConflictDoUpdate({ target: users.username, set: { passwordHash, isAdmin: true } })
            .returning({ id: users.id });
          await createSessionService({ db: tx }).invalidateAllForUser(row.id);
        });
        return { username };
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
