// A TCP proxy between the server and PostgreSQL that counts round trips: how many times the server had to wait for
// an answer before it could send more. Statement counts cannot show this once statements are pipelined (several sent
// in one go, their answers read later).
//
// While measuring, every answer from PostgreSQL is held back for a while before it reaches the server, so the server's
// writes of one go (sent microseconds apart, even when split at postgres.js's 1 KB write size) all arrive before any
// answer does; a write that arrives after an answer was delivered on the same connection starts a new round trip.
// Outside a measurement answers pass at once (migrations at start would otherwise take minutes).
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export type RoundTripCounter = {
  /** postgres:// address of the proxy: the given database's address with the proxy's host and port. */
  url: string;
  /** Runs the work and counts its round trips, on every connection (the work must be all that uses the database). */
  measure(work: () => Promise<unknown>): Promise<number>;
  close(): Promise<void>;
};

/**
 * How long each answer waits: far longer than the gap between the writes of one go, short enough for a test. The proxy
 * shares its event loop with the server under test, so a pause of that loop (a collection, a busy machine) delays the
 * server's next write and the proxy's delivery alike: when an answer was due during the pause, it was delivered first
 * (timers run before a loop turn's immediates, where postgres.js flushes) and a pipelined write looked like a new
 * round trip. At 40 ms that happened to about every other RPC; at 120 ms in none of 12 runs, on a machine running CI.
 */
const ANSWER_DELAY_MS = 120;

export async function startRoundTripCounter(databaseUrl: string): Promise<RoundTripCounter> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let roundTrips = 0;
  let answerDelay = 0;

  const proxy: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    // True once an answer reached the server since its last write: its next write is a new round trip.
    let answered = true;
    // Answers keep their order when the delay changes: none is due before the one ahead of it.
    let lastDue = 0;
    client.on('data', (chunk) => {
      if (answered) roundTrips += 1;
      answered = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      const due = Math.max(Date.now() + answerDelay, lastDue);
      lastDue = due;
      setTimeout(() => {
        answered = true;
        if (!client.destroyed) client.write(chunk);
      }, due - Date.now());
    });
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', closeBoth).on('error', closeBoth);
    upstream.on('close', () => setTimeout(closeBoth, ANSWER_DELAY_MS)).on('error', closeBoth);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as AddressInfo).port);
  return {
    url: url.toString(),
    measure: async (work) => {
      answerDelay = ANSWER_DELAY_MS;
      roundTrips = 0;
      try {
        await work();
        return roundTrips;
      } finally {
        answerDelay = 0;
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
