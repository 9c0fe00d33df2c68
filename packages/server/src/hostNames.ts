// The server answers only for the host names it is configured or bound for. The Host header of anything else
// (a DNS-rebinding page, a forged header) used to be copied into /config.json's supabaseUrl when SITE_URL was
// unset; such requests now get 421 Misdirected Request, and config.json only ever names an allowed origin.
import { hostname as machineName, networkInterfaces } from 'node:os';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

function withoutBrackets(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

export class HostNames {
  private readonly names = new Set<string>();

  /** Ports are not compared: behind a proxy the Host names the public port, not the bound one. */
  constructor(options: { host: string; siteUrl?: string | undefined }) {
    for (const name of ['localhost', '127.0.0.1', '::1']) this.names.add(name);
    const bound = withoutBrackets(options.host);
    if (ANY_ADDRESS.has(bound)) {
      // Bound to every interface: each of the machine's addresses, and its name.
      this.names.add(machineName().toLowerCase());
      for (const addresses of Object.values(networkInterfaces()))
        for (const address of addresses ?? []) this.names.add(withoutBrackets(address.address));
    } else this.names.add(bound);
    if (options.siteUrl) {
      try {
        this.names.add(withoutBrackets(new URL(options.siteUrl).hostname));
      } catch {
        // An unusable SITE_URL adds nothing.
      }
    }
  }

  /** True when the Host header (name and optional port) names this server. */
  allows(hostHeader: string | undefined): boolean {
    if (!hostHeader) return true; // HTTP/1.0 without Host: nothing was claimed.
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(hostHeader.trim());
    if (!match) return false;
    return this.names.has(withoutBrackets(match[1]!));
  }
}

export function misdirectedResponse(): Response {
  return new Response(JSON.stringify({ error: 'misdirected_request', message: 'This server does not answer for that host name' }), {
    status: 421,
    headers: { 'content-type': 'application/json' },
  });
}
