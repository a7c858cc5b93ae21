import pg from 'pg';

/** Connection string for another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await withAdminClient(serverUrl, async (client) => {
    const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
    // Two files cloning the same template at once can collide on the template's lock: retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
        return;
      } catch (error) {
        const busy = (error as { code?: string }).code === '55006';
        if (!busy || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 50 * attempt));
      }
    }
  });
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
  );
}
