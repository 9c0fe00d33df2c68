// Running the edge functions the way hosted Supabase does, for tests: `deno serve` (Deno from the
// npm registry) on supabase/functions/tests/support/denoGateway.ts, with only the variables a
// hosted function gets (JSON key maps, a JWKS, no JWT secret) and the platform's per-function
// settings read from supabase/config.toml.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { REPO_ROOT } from '../src/index.ts';

export const DENO = path.join(REPO_ROOT, 'node_modules', '.bin', 'deno');
export const FUNCTIONS_DIR = path.join(REPO_ROOT, 'supabase', 'functions');

export type FunctionSettings = { enabled: boolean; verifyJwt: boolean; importMap: string | null };

/**
 * The `[functions.<name>]` tables of supabase/config.toml with the CLI's defaults (enabled and
 * verify_jwt true). Only the flat `key = value` lines these tables use are read.
 */
export function functionSettings(configToml: string): Record<string, FunctionSettings> {
  const settings: Record<string, FunctionSettings> = {};
  let current: FunctionSettings | null = null;
  for (const raw of configToml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const table = /^\[(.+)\]$/.exec(line)?.[1];
    if (table) {
      const name = /^functions\.([A-Za-z0-9_-]+)$/.exec(table)?.[1];
      current = name ? (settings[name] = { enabled: true, verifyJwt: true, importMap: null }) : null;
      continue;
    }
    const pair = /^([a-z_]+)\s*=\s*(.+)$/.exec(line);
    if (!current || !pair) continue;
    const [, key, value = ''] = pair;
    if (key === 'enabled') current.enabled = value === 'true';
    if (key === 'verify_jwt') current.verifyJwt = value === 'true';
    if (key === 'import_map') current.importMap = value.replace(/^"|"$/g, '');
  }
  return settings;
}

export function readFunctionSettings(): Record<string, FunctionSettings> {
  return functionSettings(readFileSync(path.join(REPO_ROOT, 'supabase', 'config.toml'), 'utf8'));
}

/** A project signing key as hosted Supabase has one: ES256, its public half in the JWKS. */
export async function projectSigningKey(issuer: string) {
  const kid = 'academy-test-key';
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] });
  /** An access token for an existing user, signed the way the hosted auth service signs them. */
  const sign = (userId: string, email: string) =>
    new SignJWT({ role: 'authenticated', email, aud: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
  return { jwks, sign };
}

export type DenoFunctions = { url: string; output: () => string; stop(): Promise<void> };

/**
 * Deno's own settings for reaching the npm registry (it downloads a function's npm: imports on first use): the
 * machine's certificate store, as `deno check` sees it through the inherited environment. Not a function variable.
 */
function denoRuntimeTls(): Record<string, string> {
  const certificates = process.env.DENO_CERT ?? process.env.SSL_CERT_FILE ?? process.env.NODE_EXTRA_CA_CERTS;
  return { DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla', ...(certificates ? { DENO_CERT: certificates } : {}) };
}

/** Starts `deno serve` on a free loopback port with exactly `variables` (plus PATH/HOME for Deno itself). */
export async function serveFunctionsInDeno(variables: Record<string, string>): Promise<DenoFunctions> {
  const child: ChildProcess = spawn(
    DENO,
    [
      'serve',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--config',
      'deno.json',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      'tests/support/denoGateway.ts',
    ],
    {
      cwd: FUNCTIONS_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NO_COLOR: '1', ...denoRuntimeTls(), ...variables },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: DENO is pnpm's shell shim, which runs npm's node wrapper, which runs the deno binary;
      // a signal to the shim alone left the other two serving after the tests (stop() signals the whole group).
      detached: true,
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`deno serve did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`deno serve exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(-(child.pid as number), 'SIGTERM');
        } catch {
          child.kill('SIGTERM'); // the group is gone already; the shim may still be exiting
        }
      }),
  };
}
