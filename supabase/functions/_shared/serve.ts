// Lets one module be both the embedded server's handler (its default export) and a hosted
// Supabase edge function: on Deno, serveInDeno() starts Deno.serve with envFromDeno();
// on Node it does nothing.
import { envFromDeno, type FunctionHandler } from './env.ts';

type DenoServe = { serve(handler: (request: Request) => Promise<Response>): unknown };

export function serveInDeno(handler: FunctionHandler): void {
  const deno = (globalThis as { Deno?: DenoServe }).Deno;
  if (!deno || typeof deno.serve !== 'function') return;
  deno.serve((request) => handler(request, envFromDeno()));
}
