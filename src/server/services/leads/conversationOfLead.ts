import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import type { Db } from '../../db/client';
import { leadPriorities, type LeadPriority } from '../../../shared/enums';
import { crisisRemembered } from '../chat/conversationStore';

/**
 * The conversation a chat lead comes from, created if its exchange has not been stored yet (the
 * chat stores in the background). In crisis if the database or this process saw a crisis in it.
 */
export async function conversationOfLead(db: Db, sessionId: string): Promise<{ id: string; crisisFlag: boolean }> {
  const crisis = crisisRemembered(sessionId);
  await db
    .insert(conversations)
    .values({ sessionId, crisisFlag: crisis, crisisAt: crisis ? new Date() : null })
    .onConflictDoNothing({ target: conversations.sessionId });
  const [row] = await db
    .select({ id: conversations.id, crisisFlag: conversations.crisisFlag })
    .from(conversations)
    .where(eq(conversations.sessionId, sessionId))
    .limit(1);
  if (crisis && !row.crisisFlag) {
    // the crisis exchange itself could not be stored: the lead still says what this process saw
    await db.update(conversations).set({ crisisFlag: true, crisisAt: new Date() }).where(eq(conversations.id, row.id));
  }
  return { id: row.id, crisisFlag: row.crisisFlag || crisis };
}

/** leadPriorities runs from most to least pressing. */
export const higherPriority = (a: LeadPriority, b: LeadPriority): LeadPriority =>
  leadPriorities.indexOf(a) <= leadPriorities.indexOf(b) ? a : b;
