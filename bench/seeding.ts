import pg from 'pg';

// What the seeded load targets share: a database client held for the seed, and a user's bearer token.

/** Runs `work` with a client of the database at `databaseUrl`, ended whatever happens. */
export async function withDatabase<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Signs `email` in through the API and answers its bearer token. */
export async function signInToken(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: email, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in answered ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** Seconds since `started` (a performance.now()), to a tenth. */
export const secondsSince = (started: number) => Math.round((performance.now() - started) / 100) / 10;
