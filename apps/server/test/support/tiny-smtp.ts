import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A local SMTP listener that accepts every message and keeps it (no TLS, no auth): enough for nodemailer to
 * deliver to in a test, so no test needs a real mail server.
 */
export async function startTinySmtp() {
  const messages: Array<{ to: string[]; data: string }> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data = '';
    socket.write('220 tiny-smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ to, data });
            to = [];
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-tiny-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
