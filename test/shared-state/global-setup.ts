import { Redis } from "ioredis";
import pg from "pg";

/** After the shared-state project: drop this run's schemas and Redis keys. */
export default function setup() {
  return async function teardown() {
    const run = process.env.SINGABLE_TEST_RUN_ID;
    if (!run) return;
    const client = new pg.Client({ connectionString: process.env.SINGABLE_TEARDOWN_DATABASE_URL });
    await client.connect();
    await client.query("SET client_min_messages TO warning");
    const { rows } = await client.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname LIKE $1",
      [`t\\_${run}\\_%`],
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA ${nspname} CASCADE`);
    await client.end();
    const redis = new Redis(process.env.SINGABLE_TEARDOWN_REDIS_URL as string);
    const keys = await redis.keys(`t:${run}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  };
}
