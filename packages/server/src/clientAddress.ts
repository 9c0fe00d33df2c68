// The address rate limits count against (password sign-in here, the newsletter's subscribe function).
// A client can send any X-Forwarded-For, so by default only the socket's peer is believed. Behind a reverse proxy
// (TRUST_PROXY=1) every request's peer is the proxy; the proxy appends the address it saw as the header's last
// entry, and that entry is the client (entries before it are whatever the client wrote).

export function clientAddress(headers: Headers, peerAddress: string | null, trustProxy: boolean): string {
  if (trustProxy) {
    const lastHop = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (lastHop) return lastHop;
  }
  return peerAddress ?? 'unknown';
}

/**
 * The request as a function sees it: X-Forwarded-For holds exactly the resolved client address (as Supabase's
 * gateway sets it), so a function's own per-client limit cannot be dodged by a made-up header.
 */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', address);
  headers.delete('x-real-ip');
  return new Request(request, { headers });
}
