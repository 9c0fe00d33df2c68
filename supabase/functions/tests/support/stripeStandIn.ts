// A local stand-in for Stripe's API: records every request the SDK sends and answers with
// canned objects, so the Stripe path is tested without the network. Listens on 127.0.0.1 only.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string; params: URLSearchParams; authorization: string | undefined };
type Reply = (request: RecordedRequest) => { status?: number; body: unknown };

export type StripeStandIn = {
  url: string;
  requests: RecordedRequest[];
  reply(method: string, path: string | RegExp, answer: Reply): void;
  close(): Promise<void>;
};

export async function startStripeStandIn(port: number): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const routes: { method: string; path: string | RegExp; answer: Reply }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(body);
      const recorded = { method: req.method ?? 'GET', path: url.pathname, params, authorization: req.headers.authorization };
      requests.push(recorded);
      const route = routes.find(
        (r) => r.method === recorded.method && (typeof r.path === 'string' ? r.path === recorded.path : r.path.test(recorded.path)),
      );
      const { status = 200, body: answer } = route
        ? route.answer(recorded)
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: `no stand-in for ${recorded.method} ${recorded.path}` } },
          };
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    reply: (method, path, answer) => routes.unshift({ method, path, answer }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
