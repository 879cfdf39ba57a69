import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const users = pgTable('users', {
  id: id(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  isAdmin: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/** Lucia-style sessions: the token is `id.secret`; only SHA-256 of the secret is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    secretHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // logout-everywhere and cascade lookups by user
    index('sessions_user_idx').on(t.userId),
  ],
);
