// Edge function entry: the embedded server calls the default export; hosted Supabase runs it in Deno.
import { paymentsDeps } from '../_payments/deps.ts';
import type { FunctionHandler } from '../_shared/env.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { handleCreateCheckout } from './handler.ts';

const handler: FunctionHandler = (request, env) => handleCreateCheckout(request, paymentsDeps(env));
export default edgeFunction(handler);
