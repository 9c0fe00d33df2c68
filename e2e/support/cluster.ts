// Several servers for the `cluster` journeys (issue 37): real server processes (`node packages/server/src/main.ts`,
// as `pnpm start` runs it) on one database and one S3 stand-in, and a small round-robin proxy in front, written for
// the test: it appends X-Forwarded-For (the servers run with TRUST_PROXY=1), skips a server whose /health fails, and
// sends a request whose connection a server refused or dropped before answering to the next server (the request's
// body is held, at most 8 MB, so it can be sent again). A journey may steer the requests it is about to one server
// (`steer`), to prove that what one server did is seen by the other; every answer is noted (`answers`) with the server
// that gave it. Everything binds 127.0.0.1 on free ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@academy/server/testing';
import { REPO_ROOT } from './app.ts';

const MAIN = path.join(REPO_ROOT, 'packages', 'server', 'src', 'main.ts');

export class ClusterServer {
  readonly name: string;
  readonly env: Record<string, string>;
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'academy-cluster-'));
  port = 0;
  url = '';
  #child: ChildProcess | null = null;
  #exited: Promise<void> = Promise.resolve();
  #log = '';

  constructor(name: string, env: Record<string, string>) {
    this.name = name;
    this.env = env;
  }

  get running(): boolean {
    return this.#child !== null;
  }

  /** Starts the process (on the same port as before, when it ran) and waits until /health answers, 90 s at most. */
  async start(): Promise<void> {
    this.port ||= await freePort();
    this.url = `http://127.0.0.1:${this.port}`;
    const env = { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir };
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    this.#child = child;
    let gone = false;
    this.#exited = new Promise((resolve) =>
      child.once('exit', () => {
        gone = true;
        if (this.#child === child) this.#child = null;
        resolve();
      }),
    );
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (this.#log = (this.#log + chunk).slice(-8000)));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (gone) throw new Error(`server ${this.name} exited while starting:\n${this.#log}`);
      const healthy = await fetch(`${this.url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`server ${this.name} did not become healthy in 90 s:\n${this.#log}`);
  }

  /** kill -9: no chance to finish anything. */
  async kill(): Promise<void> {
    this.#child?.kill('SIGKILL');
    await this.#exited;
  }

  /** SIGTERM, as a rolling restart stops a server: it finishes its requests and exits (20 s at most, then -9). */
  async stop(): Promise<void> {
    const child = this.#child;
    if (!child) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await this.#exited;
    clearTimeout(timer);
  }

  recentLog(): string {
    return this.#log;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];
const BODY_LIMIT = 8 * 1024 * 1024;

export type ProxyStats = { answered: number; retried: number; failed: number };

/** One answer the proxy passed on: which server gave it, to what. */
export type ProxyAnswer = { method: string; path: string; range: string | null; server: string; status: number };

/** Picks the server a request must go to (undefined: round robin, as for every other request). */
export type Steering = (method: string, path: string) => ClusterServer | undefined;

export class RoundRobinProxy {
  readonly backends: ClusterServer[];
  readonly stats: ProxyStats = { answered: 0, retried: 0, failed: 0 };
  /** The answers passed on while `recording` (a journey turns it on for the requests it checks). */
  readonly answers: ProxyAnswer[] = [];
  recording = false;
  /** Requests this picks go to its server only, healthy or not: no other server may stand in for it. */
  steer: Steering | null = null;
  url = '';
  #server: Server | null = null;
  #next = 0;
  #healthy = new Map<ClusterServer, boolean>();
  #timer: NodeJS.Timeout | null = null;

  constructor(backends: ClusterServer[]) {
    this.backends = backends;
  }

  async start(port: number): Promise<void> {
    const server = createServer((req, res) => void this.#handle(req, res));
    this.#server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${port}`;
    await this.#check();
    this.#timer = setInterval(() => void this.#check(), 200);
  }

  async #check(): Promise<void> {
    await Promise.all(
      this.backends.map(async (backend) => {
        const ok = backend.url
          ? await fetch(`${backend.url}/health`, { signal: AbortSignal.timeout(1000) }).then(
              (r) => r.ok,
              () => false,
            )
          : false;
        this.#healthy.set(backend, ok);
      }),
    );
  }

  /** The backends in the order this request tries them: the steered one alone, else round robin over the healthy ones, then the others. */
  #order(method: string, path: string): ClusterServer[] {
    const steered = this.steer?.(method, path);
    if (steered) return [steered];
    const start = this.#next++ % this.backends.length;
    const rotated = [...this.backends.slice(start), ...this.backends.slice(0, start)];
    return [...rotated.filter((b) => this.#healthy.get(b)), ...rotated.filter((b) => !this.#healthy.get(b))];
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > BODY_LIMIT) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const peer = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${peer}` : peer;
    headers['content-length'] = String(body.length);
    const order = this.#order(req.method ?? 'GET', req.url ?? '/');
    for (let i = 0; i < order.length; i++) {
      const backend = order[i]!;
      const answered = await this.#forward(backend, req, headers, body, res);
      if (answered) {
        this.stats.answered += 1;
        return;
      }
      // No byte of an answer came back: the next server gets the request.
      this.#healthy.set(backend, false);
      if (i + 1 < order.length) this.stats.retried += 1;
    }
    this.stats.failed += 1;
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('no server answered');
    else res.destroy();
  }

  /** True once the backend's answer was passed on; false when it gave none (refused, dropped, gone). */
  #forward(
    backend: ClusterServer,
    req: IncomingMessage,
    headers: IncomingMessage['headers'],
    body: Buffer,
    res: ServerResponse,
  ): Promise<boolean> {
    return new Promise((resolve) => {
      if (!backend.port) return resolve(false);
      // A new connection per request (no keep-alive): a server that stopped accepting refuses it, and it is retried.
      const upstream = httpRequest(
        { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers, agent: false, timeout: 60_000 },
        (answer) => {
          if (this.recording)
            this.answers.push({
              method: req.method ?? 'GET',
              path: req.url ?? '/',
              range: typeof headers.range === 'string' ? headers.range : null,
              server: backend.name,
              status: answer.statusCode ?? 0,
            });
          const out = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete out[name];
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
          answer.on('end', () => resolve(true));
          res.on('close', () => {
            // The browser went away before the end (a video it stopped reading): let go of the server's answer too, so
            // a stopping server is not kept waiting on it.
            if (!answer.complete) upstream.destroy();
            resolve(true);
          });
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
      upstream.on('error', () => resolve(res.headersSent));
      upstream.end(body);
    });
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    const server = this.#server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
