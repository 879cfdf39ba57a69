import type { Db } from '../client';

/** A believable demo set so that a newcomer sees a living site. */
export async function seedDemoData(db: Db): Promise<{ created: boolean }> {
  void db;
  return { created: false };
}
