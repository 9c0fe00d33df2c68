// Small steps the tests of several servers on one database share (packages/server/test/clusterState.test.ts,
// e2e/cluster.test.ts).

/** Polls `check` every 25 ms until it holds or `withinMs` passed: the milliseconds it took, or null. */
export async function within(withinMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return (await check()) ? performance.now() - started : null;
}

/** A password sign-in at `url` (a server or a proxy in front of several): the member's id and access token. */
export async function passwordSignIn(
  url: string,
  publishableKey: string,
  email: string,
  password: string,
): Promise<{ id: string; token: string }> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} at ${url} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, token: body.access_token };
}
