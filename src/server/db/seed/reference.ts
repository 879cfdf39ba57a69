import type { Db } from '../client';

/** Reference data every install needs; safe to run on every start (idempotent). */
export async function seedReferenceData(db: Db): Promise<void> {
  void db;
}
