import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY;

export type SessionUser = { id: string; username: string; isAdmin: boolean };
export type Session = { id: string; userId: string; expiresAt: Date };

function randomToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** What randomToken makes, twice: anything else (control characters included) is no session. */
const TOKEN_SHAPE = /^[a-z2-7]{1,64}\.[a-z2-7]{1,64}$/;

const hashSecret = (secret: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));

/** Lucia's current design: token `id.secret`, SHA-256 of the secret stored, sliding expiry. */
export function createSessionService({ db }: { db: Db }) {
  return {
    async create(userId: string): Promise<{ token: string; session: Session }> {
      const id = randomToken();
      const secret = randomToken();
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      await db.insert(sessions).values({ id, secretHash: hashSecret(secret), userId, expiresAt });
      return { token: `${id}.${secret}`, session: { id, userId, expiresAt } };
    },

    /** The session and its user, or null; `refreshed` when the expiry slid forward. */
    async validate(token: string) {
      if (!TOKEN_SHAPE.test(token)) return null;
      const [id, secret] = token.split('.');
      const [row] = await db
        .select({
          id: sessions.id,
          secretHash: sessions.secretHash,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          username: users.username,
          isAdmin: users.isAdmin,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1);
      if (!row) return null;
      const given = new TextEncoder().encode(hashSecret(secret));
      if (!constantTimeEqual(given, new TextEncoder().encode(row.secretHash))) return null;
      const now = Date.now();
      if (row.expiresAt.getTime() <= now) {
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      let expiresAt = row.expiresAt;
      let refreshed = false;
      if (expiresAt.getTime() - now < SESSION_LIFETIME_MS / 2) {
        expiresAt = new Date(now + SESSION_LIFETIME_MS);
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
        refreshed = true;
      }
      return {
        session: { id: row.id, userId: row.userId, expiresAt } satisfies Session,
        user: { id: row.userId, username: row.username, isAdmin: row.isAdmin } satisfies SessionUser,
        refreshed,
      };
    },

    async invalidate(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async invalidateAllForUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
