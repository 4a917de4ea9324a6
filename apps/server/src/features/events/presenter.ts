// The only way an event leaves the server: rows in, the contract's `eventSchema` shape out.
import { type EventStatus, type HandraiseEvent, type HostEntry, isLocale, type MemberEntry } from "@handraise/contract";
import type { EventHostsTable, EventMembersTable, EventsTable } from "../../db/tables.ts";
import { blockedWordsOf } from "../moderation/event-words.ts";

export function presentHost(row: EventHostsTable): HostEntry {
  return { hostId: row.user_id, hostName: row.host_name };
}

/** Account members are `{user}`; guests are `{guestId, guestName}` (docs/product.md §10). */
export function presentMember(row: EventMembersTable): MemberEntry {
  if (row.user_id) return { user: row.user_id };
  return { guestId: row.guest_id ?? "", guestName: row.guest_name ?? "" };
}

/**
 * The event as everyone sees it; `forHosts` adds what only its hosts read, the blocked words
 * (docs/features/moderation.md): a broadcast or a non-host's answer never carries them.
 */
export function presentEvent(
  row: EventsTable,
  hosts: readonly EventHostsTable[],
  members: readonly EventMembersTable[],
  questionCount: number,
  forHosts = false,
): HandraiseEvent {
  const event: HandraiseEvent = {
    _id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    organisation: row.organisation,
    location_IRL: row.location_irl,
    location_online: row.location_online,
    status: row.status as EventStatus,
    maxMembers: row.max_members,
    maxPolls: row.max_polls,
    maxQuestions: row.max_questions,
    allowGuestMembers: row.allow_guest_members === 1,
    isPublic: row.is_public === 1,
    questionsPaused: row.questions_paused === 1,
    code: row.code ?? "",
    spotlightQuestionId: row.spotlight_question_id,
    moderateQuestions: row.moderate_questions === 1,
    allowAnonymous: row.allow_anonymous === 1,
    maxQuestionsPerMember: row.max_questions_per_member,
    questionLimitReached: questionCount >= row.max_questions,
    language: isLocale(row.language) ? row.language : null,
    createdBy: row.created_by,
    host: hosts.filter((h) => h.event_id === row.id).map(presentHost),
    members: members.filter((m) => m.event_id === row.id).map(presentMember),
    createdAt: row.created_at,
  };
  return forHosts ? { ...event, blockedWords: blockedWordsOf(row) } : event;
}
