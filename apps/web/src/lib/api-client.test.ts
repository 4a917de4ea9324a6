// A failed answer's body is read as the route table declares it (FAILURE_ANSWERS: the contract's
// error body), never cast: its message and code when it is one, the call's fallback (a catalogue
// key, shown in the page's language) when not.
import { apiPath, ERROR_CODES } from "@handraise/contract";
import * as eventRoutes from "@handraise/contract/routes/events";
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { answeringServer } from "../test/answering-server.ts";
import { ApiError, callApi, configureApiClient, errorBodyOf } from "./api-client.ts";
import { loadNamespaces } from "./i18n/catalogues.ts";

const FALLBACK = "messages.failedFetchEvent";
const path = apiPath(eventRoutes.getEvent, { id: "e1" });

async function failureOf(status: number, body: unknown): Promise<ApiError> {
  const server = await answeringServer({ [`GET ${path}`]: { status, body } });
  try {
    await callApi(eventRoutes.getEvent, { params: { id: "e1" }, fallback: FALLBACK });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  } finally {
    await server.close();
  }
  throw new Error("the call did not fail");
}

beforeAll(async () => {
  await loadNamespaces(i18n, "en", ["messages", "answers"]);
  i18n.activate("en");
});

afterEach(() => configureApiClient({ onUnauthorized: () => undefined }));

describe("a failed answer's body", () => {
  it("gives the server's message and code when it is the contract's error body", async () => {
    const failure = await failureOf(409, { message: "Event is full", code: "someCode" });
    expect({ status: failure.status, message: failure.message, code: failure.code }).toEqual({
      status: 409,
      message: "Event is full",
      code: "someCode",
    });
  });

  it("falls back to the call's message when the body is not an error body", async () => {
    expect((await failureOf(400, { message: 42 })).message).toBe("Failed to fetch event");
    expect((await failureOf(502, "<html>Bad gateway</html>")).message).toBe("Failed to fetch event");
    expect((await failureOf(500, [])).code).toBeUndefined();
  });

  it("keeps the session on a 401 asking for the password again, and ends it on any other", async () => {
    let cleared = 0;
    configureApiClient({ onUnauthorized: () => cleared++ });
    await failureOf(401, { message: "Enter your password again", code: ERROR_CODES.reauthRequired });
    expect(cleared).toBe(0);
    await failureOf(401, { message: "Not authenticated" });
    expect(cleared).toBe(1);
  });

  it("is parsed by the error body schema", async () => {
    expect(await errorBodyOf({ message: "No", error: "No", extra: 1 })).toEqual({ message: "No", error: "No" });
    expect(await errorBodyOf({ error: "No" })).toBeUndefined();
    expect(await errorBodyOf(undefined)).toBeUndefined();
  });
});
