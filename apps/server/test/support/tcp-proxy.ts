import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on loopback in front of a real server, which a test can cut (every connection dropped,
 * new ones refused, as when the database host goes away) and restore on the same port.
 */
export async function createTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((incoming) => {
        const outgoing = connect(target.port, target.host);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        incoming.pipe(outgoing).pipe(incoming);
        incoming.on('close', () => outgoing.destroy());
        outgoing.on('close', () => incoming.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });

  const cut = async () => {
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
    server = undefined;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
