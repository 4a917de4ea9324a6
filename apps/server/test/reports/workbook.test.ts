// The event's workbook (issue 20; docs/features/reports.md "The workbook"), opened with a
// spreadsheet library: its three sheets, a formula typed as a question kept as text, counts as
// numbers, the anonymous unnamed, and hosts alone may download it.
import type { Question } from "@handraise/contract";
import { buildUser, joinAsAccount, useTestServer } from "@handraise/test-support";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createPoll, vote } from "../polls/poll-calls.ts";
import { ask, buildCast, credentials } from "../support/cast.ts";

const { http, server } = useTestServer();

async function download(eventId: string, token: string) {
  const response = await fetch(`${server.url}/api/events/${eventId}/export.xlsx`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: await response.arrayBuffer() };
}

async function open(bytes: ArrayBuffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook;
}

function values(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe("the event's workbook", () => {
  it("holds Questions, Polls and Participation, with formulas inert and the anonymous unnamed", async () => {
    const cast = await buildCast(http, { allowAnonymous: true });
    const secret = await buildUser(http, { displayName: "Hidden Asker" });
    await joinAsAccount(http, cast.eventId, secret);
    const formula = (await ask(http, cast.eventId, cast.member, '=HYPERLINK("http://x","y")+1')).body;
    await http.post<Question>(`/api/questions/${cast.eventId}`, {
      ...credentials(secret),
      body: { content: "Asked without my name", memberId: secret._id, anonymous: true },
    });
    await http.post(`/api/questions/${formula._id}/like`, {
      ...credentials(cast.guest),
      body: { memberId: cast.guest.guestId },
    });
    const poll = await createPoll(http, cast, { question: "Tea or coffee?", options: ["Tea", "Coffee"] });
    await vote(http, poll._id, cast.guest, { optionId: poll.options[1]?._id });

    const file = await download(cast.eventId, cast.host.token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="handraise-[A-Z0-9]+\.xlsx"$/);
    const workbook = await open(file.bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Questions", "Polls", "Participation"]);

    const questions = workbook.getWorksheet("Questions");
    expect(values(questions)[0]).toEqual([
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
    const typed = questions?.getCell("A2");
    expect(typed?.type).toBe(ExcelJS.ValueType.String);
    expect(typed?.value).toBe('=HYPERLINK("http://x","y")+1');
    expect(typed?.formula).toBeUndefined();
    expect(questions?.getCell("E2").value).toBe(1);
    expect(values(questions)[2]?.[6]).toBe("Anonymous");

    const polls = values(workbook.getWorksheet("Polls"));
    expect(polls[0]).toEqual(["Poll", "Kind", "Status", "Voters", "Answer", "Votes", "Score", "Note"]);
    expect(polls.slice(1).map((row) => [row[0], row[4], row[5]])).toEqual([
      ["Tea or coffee?", "Tea", 0],
      ["Tea or coffee?", "Coffee", 1],
    ]);

    const participation = values(workbook.getWorksheet("Participation"));
    const figure = (name: string) => participation.find((row) => row[0] === name)?.[1];
    expect([figure("Members"), figure("Guests"), figure("Askers"), figure("Voters"), figure("Likes")]).toEqual([
      2, 1, 2, 1, 1,
    ]);
    const timelineHeader = participation.findIndex((row) => row[0] === "From");
    const timeline = participation.slice(timelineHeader + 1);
    expect(timeline.reduce((sum, row) => sum + Number(row[2] ?? 0), 0)).toBe(2);

    const everything = JSON.stringify(workbook.worksheets.map(values));
    expect(everything).not.toContain("Hidden Asker");
    expect(everything).not.toContain(secret._id);
  });

  it("is for the event's hosts alone", async () => {
    const cast = await buildCast(http);
    expect((await download(cast.eventId, cast.member.token)).status).toBe(403);
    expect((await download(cast.eventId, cast.outsider.token)).status).toBe(403);
  });
});
