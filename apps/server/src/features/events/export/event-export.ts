// The host's record of an event as one CSV file (docs/features/questions.md "Export",
// docs/features/polls.md "CSV export"): the questions table, then, when the event has polls, a
// blank line and the polls table. An event without polls gives the questions table alone, as it
// always has.
import { ANSWER_MESSAGES } from "@handraise/contract";
import type { Db } from "../../../db/connect.ts";
import type { Actor } from "../../../http/actor.ts";
import { notFound } from "../../../http/app-error.ts";
import { csvDocument } from "../../../http/csv.ts";
import { eventAccessFor } from "../event-access.ts";
import { assertHost } from "../policy.ts";
import { pollRows } from "./poll-rows.ts";
import { questionRows } from "./question-rows.ts";

export async function exportEvent(
  deps: { db: Db },
  actor: Actor,
  eventId: string,
): Promise<{ name: string; body: string }> {
  const access = await eventAccessFor(deps.db, actor, eventId);
  if (!access?.canRead) throw notFound(ANSWER_MESSAGES.eventNotFound);
  assertHost(access);
  const [questions, polls] = await Promise.all([questionRows(deps.db, eventId), pollRows(deps.db, eventId)]);
  // An empty record is a blank line: spreadsheets show the second table below the first.
  const rows = polls.length > 0 ? [...questions, [], ...polls] : questions;
  // The file is named by the join code: the title is the host's free text, not a file name. The
  // name keeps its '-questions' ending, which the page and hosts' habits already know.
  const name = `handraise-${access.event.code ?? eventId}-questions.csv`;
  return { name, body: csvDocument(rows) };
}
