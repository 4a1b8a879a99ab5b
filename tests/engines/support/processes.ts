/**
 * What the suite runs beside the browsers: a free port, an X display for WebKit when the
 * machine has none (Xvfb), and a switch that takes a tab's network away (offline journeys).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type Socket } from 'node:net';

export { freePort } from '../../e2e/support/server.ts';

export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

export interface Display {
  /** The DISPLAY value. */
  name: string;
  stop(): void;
}

/**
 * The machine's display when it has one; otherwise a private Xvfb on a free display
 * number (Xvfb picks it and tells it through -displayfd).
 */
export async function display(): Promise<Display> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => undefined };
  const xvfb: ChildProcess = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const number = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not start within 20 s')), 20_000);
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start: ${error.message}`)));
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.trim());
      }
    });
  });
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

export interface NetworkSwitch {
  /** The origin the browser uses: the server's, through the switch. */
  origin: string;
  setOnline(online: boolean): void;
  stop(): Promise<void>;
}

/**
 * A TCP relay in front of the server: online it passes every byte; offline it cuts the
 * open connections and refuses new ones, as a phone losing its signal does. The page and
 * its service worker see failed requests, nothing stubbed.
 */
export async function networkSwitch(target: string): Promise<NetworkSwitch> {
  const upstream = new URL(target);
  const open = new Set<Socket>();
  let online = true;
  const server = createServer((client) => {
    if (!online) {
      client.destroy();
      return;
    }
    const server = connect(Number(upstream.port), upstream.hostname);
    for (const socket of [client, server]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    setOnline(value) {
      online = value;
      if (!value) for (const socket of open) socket.destroy();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
