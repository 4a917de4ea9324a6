// The CSV export for hosts: every question with its state, RFC 4180 with a byte-order mark,
// formula-like cells made inert, anonymous askers as 'Anonymous', sent as a download.

import { useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { csvDocument, csvField } from "../../src/http/csv.ts";
import { askAnonymously, askOk, buildCast, editEvent, reply } from "../support/live-room.ts";
import { parseCsv } from "./csv-reader.ts";

const { server, http } = useTestServer();

describe("GET /api/events/:id/export.csv", () => {
  it("sends every question, hidden and awaiting ones too, as a UTF-8 download with a byte-order mark", async () => {
    const cast = await buildCast(http);
    const named = await askOk(http, cast.eventId, cast.member, 'Say "hello", please\nor not — ünïcödé');
    await http.post(`/api/questions/${named._id}/like`, { token: cast.member.token, body: {} });
    await http.post(`/api/questions/${named._id}/like`, { guestToken: cast.guest.guestToken, body: {} });
    await http.post(`/api/questions/${named._id}/favourite`, { token: cast.host.token, body: {} });
    await reply(http, named._id, cast.host.token, "Hello!");
    await http.patch(`/api/questions/${named._id}/toggle-answered`, { token: cast.host.token });
    const anonymous = await askAnonymously(http, cast.eventId, cast.guest, '=HYPERLINK("http://evil")');
    await http.patch(`/api/questions/${anonymous.body._id}/toggle-hidden`, { token: cast.host.token });
    await editEvent(http, cast.eventId, cast.host.token, { moderateQuestions: true });
    await askOk(http, cast.eventId, cast.member, "@SUM(1,2)");

    const response = await fetch(`${server.url}/api/events/${cast.eventId}/export.csv`, {
      headers: { authorization: `Bearer ${cast.host.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const code = (await http.get(`/api/events/${cast.eventId}`)).body.code;
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="handraise-${code}-questions.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      "Question",
      "Status",
      "Hidden",
      "Awaiting review",
      "Likes",
      "Favourites",
      "Asked by",
      "Asked at",
      "Reply",
    ]);
    expect(rows.slice(1)).toEqual([
      [named.content, "Answered", "No", "No", "2", "1", cast.member.displayName, named.createdAt, "Hello!"],
      ['\'=HYPERLINK("http://evil")', "Pending", "Yes", "No", "0", "0", "Anonymous", anonymous.body.createdAt, ""],
      ["'@SUM(1,2)", "Pending", "No", "Yes", "0", "0", cast.member.displayName, expect.any(String), ""],
    ]);
    expect(text).not.toContain(cast.guest.guestName);
  });

  it("is for hosts only, and 404 for a private event to a visitor", async () => {
    const cast = await buildCast(http);
    for (const as of [
      { token: cast.member.token },
      { token: cast.outsider.token },
      { guestToken: cast.guest.guestToken },
      {},
    ]) {
      expect((await http.get(`/api/events/${cast.eventId}/export.csv`, as)).status).toBe(403);
    }
    await editEvent(http, cast.eventId, cast.host.token, { isPublic: false });
    expect((await http.get(`/api/events/${cast.eventId}/export.csv`)).status).toBe(404);
    expect((await http.get("/api/events/no-such-event/export.csv", { token: cast.host.token })).status).toBe(404);
  });
});

describe("the CSV encoder", () => {
  it("quotes every field, doubles quotes and makes cells starting with = + - @ tab or CR inert", () => {
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField('a "quote", a comma\r\nand a line')).toBe('"a ""quote"", a comma\r\nand a line"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvField("1-1=0")).toBe('"1-1=0"');
    expect(
      csvDocument([
        ["a", "b"],
        ["c", ""],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"c",""\r\n');
  });
});
