// TRUST_PROXY decides whose X-Forwarded-For is believed. Unset, nobody's: every client is the
// address it connects from, so a client cannot dodge a per-address limit by naming another
// address. With a hop count or the proxy's address, the forwarded client address is used, so a
// venue behind one proxy is not one address. The probe is the contact form's per-address limit.
import { RATE_LIMITS } from "@handraise/contract";
import { httpClient, startTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { temporaryFolders } from "../support/temporary-folders.ts";

const temporaryFolder = temporaryFolders();

const PER_ADDRESS = RATE_LIMITS.contact.perAddress;

/** Fills the contact limit of "address A" (as forwarded), then asks what address B gets. */
async function probe(trustProxy: string | undefined): Promise<{ a: number; b: number }> {
  const server = await startTestServer({ env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy } });
  try {
    const http = httpClient(server.url);
    const contact = (from: string, i: number) =>
      http.post("/api/contact", {
        headers: { "x-forwarded-for": from },
        body: { name: "Visitor", email: `visitor${i}@example.test`, message: "Hello" },
      });
    for (let i = 0; i < PER_ADDRESS; i++) expect((await contact("198.51.100.1", i)).status).toBe(200);
    const a = (await contact("198.51.100.1", PER_ADDRESS)).status;
    const b = (await contact("198.51.100.2", PER_ADDRESS + 1)).status;
    return { a, b };
  } finally {
    await server.close();
  }
}

describe("X-Forwarded-For", () => {
  it("is not believed by default: a forged address shares the real one's count", async () => {
    expect(await probe(undefined)).toEqual({ a: 429, b: 429 });
  });

  it("is not believed from a peer that is not the named proxy", async () => {
    expect(await probe("10.9.9.9")).toEqual({ a: 429, b: 429 });
  });

  it("is believed from the named proxy (address or CIDR range)", async () => {
    expect(await probe("127.0.0.1")).toEqual({ a: 429, b: 200 });
    expect(await probe("127.0.0.0/8, ::1")).toEqual({ a: 429, b: 200 });
  });

  it("is believed for a hop count", async () => {
    expect(await probe("1")).toEqual({ a: 429, b: 200 });
  });
});

describe("the TRUST_PROXY setting", () => {
  const load = (value: string) => loadConfig({ DATA_DIR: temporaryFolder("hr-trust-"), TRUST_PROXY: value });

  it("reads a hop count, addresses and ranges; unset, false and 0 trust nobody", () => {
    expect(loadConfig({ DATA_DIR: temporaryFolder("hr-trust-") }).trustProxy).toBe(false);
    expect(load("false").trustProxy).toBe(false);
    expect(load("0").trustProxy).toBe(false);
    expect(load("2").trustProxy).toBe(2);
    expect(load("10.0.0.1, 192.168.0.0/16,fd00::/8, loopback").trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses trusting everyone and anything that is not an address", () => {
    for (const bad of ["true", "*", "10.0.0.300", "10.0.0.0/33", "proxy.example.com", "10.0.0.1,"]) {
      expect(() => load(bad), bad).toThrow(ConfigError);
      expect(() => load(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("the ALLOWED_ORIGINS setting", () => {
  const load = (value: string) => loadConfig({ DATA_DIR: temporaryFolder("hr-origins-"), ALLOWED_ORIGINS: value });

  it("reads comma-separated origins", () => {
    expect(load("https://qa.example.com, http://localhost:5173").allowedOrigins).toEqual([
      "https://qa.example.com",
      "http://localhost:5173",
    ]);
  });

  it("refuses paths, other schemes and non-URLs", () => {
    for (const bad of ["https://qa.example.com/app", "ftp://qa.example.com", "qa.example.com", "*"]) {
      expect(() => load(bad), bad).toThrow(/ALLOWED_ORIGINS/);
    }
  });
});
