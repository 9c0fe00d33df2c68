// Just enough SMTP on 127.0.0.1 for tests: receives mails from one client at a time (no TLS, no auth).
// Port 0 picks a free port (read it from the returned server's address()).
import { createServer, type Server } from 'node:net';

export type Received = { from: string; to: string[]; data: string };

/** Just enough SMTP for one client at a time: no TLS, no auth. */
export function startSmtpServer(port: number, inbox: Received[]): Promise<Server> {
  const server = createServer((socket) => {
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          inbox.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') {
          socket.write('250-localhost\r\n250 8BITMIME\r\n');
        } else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
