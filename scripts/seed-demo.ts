import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { seedReferenceData } from '../src/server/db/seed/reference';
import { seedDemoData } from '../src/server/db/seed/demo';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
await seedReferenceData(database.db);
const { created } = await seedDemoData(database.db);
console.log(created ? '[muster] demo data added.' : '[muster] demo data was already there; nothing changed.');
await database.close();
