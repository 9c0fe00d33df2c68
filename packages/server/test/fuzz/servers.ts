// The two servers the fuzzer talks to: real server processes (`node packages/server/src/main.ts`, as `pnpm start`
// runs it) over one fresh database: the first as the product runs (the plain REST path on), the second with
// PLAIN_REQUESTS=0 (every REST request through lite), so the same request can be compared between them.
// A process that dies is noticed (and restarted for the next batch, so the shrinking of a crash can go on); every line
// the server logs as a failure of its own ("request failed", "unhandled rejection") is kept for the batch's checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest, Agent } from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '../../src/index.ts';
import { freePort } from '../../src/testCluster.ts';

const MAIN = path.join(REPO_ROOT, 'packages', 'server', 'src', 'main.ts');

/** Lines a server writes only when it failed itself (index.ts's catch-all, safetyNet.ts). */
const OWN_FAILURE = /"msg":"(request failed|unhandled rejection[^"]*)"/;

export type Answer = { status: number; headers: Record<string, string>; body: Buffer; ms: number };

export class ServerProcess {
  readonly name: string;
  private readonly env: Record<string, string>;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'academy-fuzz-'));
  private child: ChildProcess | null = null;
  private exit: string | null = null;
  private failures: string[] = [];
  private log = '';
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 4 });
  url = '';

  constructor(name: string, env: Record<string, string>) {
    this.name = name;
    this.env = env;
  }

  async start(): Promise<void> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const env = { ...process.env, ...this.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: this.dataDir };
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    this.exit = null;
    child.stderr?.setEncoding('utf8');
    let pending = '';
    child.stderr?.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        this.log = (this.log + line + '\n').slice(-20_000);
        if (OWN_FAILURE.test(line)) this.failures.push(line.slice(0, 2000));
      }
    });
    child.once('exit', (code, signal) => (this.exit = `exited with ${signal ?? code}`));
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (this.exit) throw new Error(`${this.name} server ${this.exit} while starting:\n${this.log}`);
      try {
        if ((await fetch(`${this.url}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.name} server did not become healthy:\n${this.log}`);
  }

  /** Why the process is gone, or null while it runs. */
  get exited(): string | null {
    return this.exit;
  }

  /** The server's own failure lines since the last call. */
  takeFailures(): string[] {
    const taken = this.failures;
    this.failures = [];
    return taken;
  }

  recentLog(): string {
    return this.log.slice(-4000);
  }

  /** One request exactly as given (the raw target: no URL parsing on this side), with a bound on its answer. */
  send(method: string, target: string, headers: Record<string, string>, body: Buffer | undefined, boundMs: number): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const { port } = new URL(this.url);
      const req = httpRequest(
        { host: '127.0.0.1', port: Number(port), method, path: target, headers, agent: this.agent, timeout: boundMs },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const flat: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers)) flat[name] = Array.isArray(value) ? value.join(', ') : String(value);
            resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks), ms: performance.now() - started });
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${boundMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    const child = this.child;
    if (child && this.exit === null) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await gone;
      clearTimeout(timer);
    }
  }

  async cleanup(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
