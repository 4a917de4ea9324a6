// One rule for a person's name: at sign-up, on the profile and as a guest, a name is trimmed and
// has 3 to 80 characters (contract displayNameSchema).
import { randomUUID } from "node:crypto";
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, MESSAGES } from "@handraise/contract";
import { buildEvent, buildUser, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { http } = useTestServer();

const tooShort = ["Al", "  Al  ", "", "   "];
const fine = ["Ann", "  Ann  ", "x".repeat(DISPLAY_NAME_MAX)];

describe("a person's name", () => {
  it(`of fewer than ${DISPLAY_NAME_MIN} characters is refused at sign-up, on the profile and as a guest alike`, async () => {
    const user = await buildUser(http);
    const host = await buildUser(http);
    const event = await buildEvent(http, host, { allowGuestMembers: true });
    for (const name of tooShort) {
      const register = await http.post("/api/auth/register", {
        body: { displayName: name, email: `n-${randomUUID()}@example.test`, password: "correct horse battery" },
      });
      const profile = await http.put("/api/auth/me", { token: user.token, body: { displayName: name } });
      const guest = await http.put(`/api/events/${event._id}/guestJoinEvent`, {
        body: { guestName: name, guestId: randomUUID(), joinedAt: "", ipAddress: "" },
      });
      expect([register.status, profile.status, guest.status], name).toEqual([400, 400, 400]);
      expect(register.body.message, name).toBe(`displayName: ${MESSAGES.nameTooShort}`);
      expect(profile.body.message, name).toBe(`displayName: ${MESSAGES.nameTooShort}`);
      expect(guest.body.message, name).toBe(`guestName: ${MESSAGES.nameTooShort}`);
    }
    expect((await http.get("/api/auth/me", { token: user.token })).body.userInfo.displayName).toBe(user.displayName);
  });

  it(`takes ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters, trimmed, and refuses one more`, async () => {
    const user = await buildUser(http);
    const long = "x".repeat(DISPLAY_NAME_MAX + 1);
    expect((await http.put("/api/auth/me", { token: user.token, body: { displayName: long } })).status).toBe(400);
    for (const name of fine) {
      const profile = await http.put("/api/auth/me", { token: user.token, body: { displayName: name } });
      expect(profile.status, name).toBe(200);
      expect(profile.body.userInfo.displayName).toBe(name.trim());
    }
  });
});
