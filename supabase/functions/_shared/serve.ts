// One module, two runtimes. The embedded server (Node) calls a function's default export as
// `(request, env)`. Hosted Supabase's edge runtime and `deno serve` call the `fetch` of the
// default export (the declarative style both support), with the environment read from Deno.env.
import { envFromDeno, type FunctionEnv, type FunctionHandler } from './env.ts';

export type EdgeFunction = FunctionHandler & { fetch(request: Request): Promise<Response> };

export function edgeFunction(handler: FunctionHandler): EdgeFunction {
  // Hosted variables do not change while a worker lives: read them once, on the first request.
  let hostedEnv: FunctionEnv | undefined;
  const entry: FunctionHandler = (request, env) => handler(request, env);
  return Object.assign(entry, { fetch: (request: Request) => handler(request, (hostedEnv ??= envFromDeno())) });
}
