// An event as the server answers it, for unit tests of the web app's cache: every field set, the
// ones a test is about given.
import type { HandraiseEvent } from "@handraise/contract";

export function anEvent(id: string, fields: Partial<HandraiseEvent> = {}): HandraiseEvent {
  return {
    _id: id,
    title: `Event ${id}`,
    description: "",
    date: "2030-01-01T10:00:00.000Z",
    organisation: "",
    location_IRL: "",
    location_online: "",
    status: "upcoming",
    maxMembers: 10,
    maxPolls: 1,
    maxQuestions: 5,
    allowGuestMembers: true,
    isPublic: true,
    questionsPaused: false,
    code: "ABC234",
    spotlightQuestionId: null,
    moderateQuestions: false,
    allowAnonymous: true,
    maxQuestionsPerMember: null,
    questionLimitReached: false,
    language: null,
    createdBy: "u1",
    host: [{ hostId: "u1", hostName: "Hana" }],
    members: [],
    createdAt: "2029-12-01T10:00:00.000Z",
    ...fields,
  };
}
