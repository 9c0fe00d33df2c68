// Edge function entry: the embedded server calls the default export; hosted Supabase runs it in Deno.
import { paymentsDeps } from '../_payments/deps.ts';
import type { FunctionHandler } from '../_shared/env.ts';
import { edgeFunction } from '../_shared/serve.ts';
import { handleCheckSubscription } from './handler.ts';

const handler: FunctionHandler = (request, env) => handleCheckSubscription(request, paymentsDeps(env));
export default edgeFunction(handler);
