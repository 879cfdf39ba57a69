import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** A new, empty database on the server at `serverUrl`, and a way to drop it afterwards. */
export async function freshServerDatabase(serverUrl: string, prefix = 'muster_test') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
