// A TCP proxy in front of PostgreSQL that a test can cut like a network: while cut, every open
// connection is dropped and new ones are accepted but never answered (packets into the void),
// which is what a request meets when the database host vanishes.
import { createConnection, createServer, type Server, type Socket } from "node:net";

export type CuttableProxy = { port: number; cut: () => void; restore: () => void; close: () => Promise<void> };

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let cut = false;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    client.on("error", () => undefined);
    if (cut) return; // accepted, never answered
    const upstream = createConnection(target);
    open.add(upstream);
    upstream.on("close", () => open.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    cut: () => {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      cut = false;
      // Connections accepted during the cut stay unanswered; clients time them out.
      for (const socket of open) socket.destroy();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
