// Short calls the poll tests share: create a poll of any kind, vote, change it.
import type { Poll } from "@handraise/contract";
import type { HttpClient } from "@handraise/test-support";
import { type Caller, type Cast, credentials } from "../support/cast.ts";

export async function createPoll(http: HttpClient, cast: Cast, fields: Record<string, unknown>): Promise<Poll> {
  const answer = await http.post<Poll>("/api/polls", {
    token: cast.host.token,
    body: { eventId: cast.eventId, question: "What do you think?", ...fields },
  });
  if (answer.status !== 201) throw new Error(`createPoll failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export function vote(http: HttpClient, pollId: string, caller: Caller, body: Record<string, unknown>) {
  return http.post<Poll & { message?: string }>(`/api/polls/${pollId}/vote`, { ...credentials(caller), body });
}

export function patchPoll(http: HttpClient, cast: Cast, pollId: string, body: Record<string, unknown>) {
  return http.patch<Poll & { message?: string }>(`/api/polls/${pollId}`, { token: cast.host.token, body });
}

export function listAs(http: HttpClient, cast: Cast, caller: Caller) {
  return http.get<Poll[]>(`/api/polls/event/${cast.eventId}`, credentials(caller));
}
