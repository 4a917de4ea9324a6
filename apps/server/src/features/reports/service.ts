// The host's report of an event (issue 20; docs/features/reports.md): a few aggregate queries, so
// it is cheap to ask for again and again while the event runs. Hosts only, as the event's other
// host calls; counts and texts only, never who asked anonymously or who voted.
import { ANSWER_MESSAGES, type EventReport, REPORT_TOP_QUESTIONS } from "@handraise/contract";
import type { Db } from "../../db/connect.ts";
import type { Actor } from "../../http/actor.ts";
import { notFound } from "../../http/app-error.ts";
import { eventAccessFor } from "../events/event-access.ts";
import { eventWorkbook } from "../events/export/workbook.ts";
import { assertHost } from "../events/policy.ts";
import { readPollFacts } from "../polls/poll-facts.ts";
import { presentPoll } from "../polls/presenter.ts";
import { listPollsOfEvent } from "../polls/repository.ts";
import {
  activityByMinute,
  mostLikedQuestions,
  participantCounts,
  questionCounts,
  voterCount,
} from "./report-repository.ts";
import { buildTimeline } from "./timeline.ts";

export async function eventReport(deps: { db: Db }, actor: Actor, eventId: string): Promise<EventReport> {
  await assertReportReader(deps.db, actor, eventId);
  return reportOf(deps.db, eventId);
}

/** The event's workbook, named by its join code like the CSV (docs/features/reports.md "The workbook"). */
export async function eventWorkbookFile(deps: { db: Db }, actor: Actor, eventId: string) {
  const event = await assertReportReader(deps.db, actor, eventId);
  const body = await eventWorkbook(deps.db, eventId, await reportOf(deps.db, eventId));
  return { name: `handraise-${event.code ?? eventId}.xlsx`, body };
}

/** Hosts only, answered as the event's other host calls answer everyone else. */
async function assertReportReader(db: Db, actor: Actor, eventId: string) {
  const access = await eventAccessFor(db, actor, eventId);
  if (!access?.canRead) throw notFound(ANSWER_MESSAGES.eventNotFound);
  return assertHost(access).event;
}

async function reportOf(db: Db, eventId: string): Promise<EventReport> {
  const [people, questions, voters, activity, topQuestions, polls] = await Promise.all([
    participantCounts(db, eventId),
    questionCounts(db, eventId),
    voterCount(db, eventId),
    activityByMinute(db, eventId),
    mostLikedQuestions(db, eventId, REPORT_TOP_QUESTIONS),
    ranPolls(db, eventId),
  ]);
  const { askers, ...questionFigures } = questions;
  // Every like has its minute in the timeline: their sum is the event's likes.
  const likes = activity.likes.reduce((sum, minute) => sum + minute.count, 0);
  return {
    eventId,
    generatedAt: new Date().toISOString(),
    participants: { ...people, total: people.members + people.guests, askers, voters },
    questions: { ...questionFigures, likes },
    ...buildTimeline(activity),
    topQuestions,
    polls,
  };
}

/** The polls that ran (a draft never did), oldest first, as hosts see them, with no one's own vote. */
async function ranPolls(db: Db, eventId: string): Promise<EventReport["polls"]> {
  const rows = await listPollsOfEvent(db, eventId, false);
  const facts = await readPollFacts(db, rows, undefined);
  return rows.flatMap((poll) => {
    const own = facts.get(poll.id);
    return own ? [presentPoll(poll, own, { isHost: true })] : [];
  });
}
