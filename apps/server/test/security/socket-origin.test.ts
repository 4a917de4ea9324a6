// Socket.IO takes connections only from the app's own pages (PUBLIC_URL's origin,
// ALLOWED_ORIGINS, and pages served at the very address the socket connects to, as on a venue
// LAN): a page of another site cannot open a socket with a visitor's credentials. A client that
// sends no Origin is not a browser page and is let through.

import { startTestServer, useTestServer } from "@handraise/test-support";
import { io } from "socket.io-client";
import { describe, expect, it } from "vitest";

const { server } = useTestServer({ env: { ALLOWED_ORIGINS: "https://ask.example.test" } });

/** Connects with the given Origin header (or none); answers "connected" or the refusal. */
function connectFrom(origin: string | undefined, url = server.url): Promise<"connected" | "refused"> {
  const socket = io(url, {
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
  return new Promise((resolve) => {
    socket.on("connect", () => {
      socket.close();
      resolve("connected");
    });
    socket.on("connect_error", () => {
      socket.close();
      resolve("refused");
    });
  });
}

describe("socket origins", () => {
  it("accepts the app's own origin", async () => {
    expect(await connectFrom(new URL(server.url).origin)).toBe("connected");
  });

  it("accepts a configured origin", async () => {
    expect(await connectFrom("https://ask.example.test")).toBe("connected");
  });

  it("refuses any other origin, including look-alikes", async () => {
    const own = new URL(server.url);
    for (const origin of [
      "https://evil.example",
      "null",
      `http://${own.hostname}:${Number(own.port) + 1}`,
      "https://ask.example.test.evil.example",
    ]) {
      expect(await connectFrom(origin), origin).toBe("refused");
    }
  });

  it("accepts a page served at the address it connects to, when PUBLIC_URL names another", async () => {
    const elsewhere = await startTestServer({ env: { PUBLIC_URL: "https://qa.example.test" } });
    try {
      const lan = new URL(elsewhere.url);
      expect(await connectFrom(lan.origin, elsewhere.url)).toBe("connected");
      expect(await connectFrom("https://qa.example.test", elsewhere.url)).toBe("connected");
      expect(await connectFrom(`http://${lan.hostname}:${Number(lan.port) + 1}`, elsewhere.url)).toBe("refused");
      expect(await connectFrom("https://evil.example", elsewhere.url)).toBe("refused");
    } finally {
      await elsewhere.close();
    }
  });

  it("lets a client without Origin (not a browser page) connect", async () => {
    expect(await connectFrom(undefined)).toBe("connected");
  });
});
