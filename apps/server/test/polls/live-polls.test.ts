// Polls live (issue 19 "Live"): each room hears a poll in its own view after the commit; drafts
// reach hosts only; hidden results stay hidden by socket too; votes are folded to at most two
// messages a second per poll, ending with the final state; no message names a voter.
import type { Poll } from "@handraise/contract";
import { joinAsGuest, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";
import { buildCast, settle, watch } from "../support/live-room.ts";
import { createPoll, patchPoll, vote } from "./poll-calls.ts";

const room = useTestServer();

const pollsHeard = (socket: { heard: { name: string; payload: unknown }[] }, pollId: string) =>
  socket.heard
    .filter((h) => h.name === "pollChanged" && (h.payload as { poll: Poll }).poll._id === pollId)
    .map((h) => (h.payload as { poll: Poll }).poll);

describe("poll messages", () => {
  it("send drafts to hosts only, and an opened poll to everyone in their own view", async () => {
    const { http } = room;
    const cast = await buildCast(http);
    const sockets = await watch(room.server.url, cast, room.opened);
    const draft = await createPoll(http, cast, { kind: "wordcloud", status: "draft", resultsShown: false });
    await settle(...Object.values(sockets));
    expect(pollsHeard(sockets.host, draft._id)).toHaveLength(1);
    for (const socket of [sockets.member, sockets.guest, sockets.outsider, sockets.nobody]) {
      expect(JSON.stringify(socket.heard)).not.toContain(draft._id);
    }
    await vote(http, draft._id, cast.host, { words: ["x"] }); // 409: drafts take no votes
    await patchPoll(http, cast, draft._id, { status: "open" });
    await vote(http, draft._id, cast.member, { words: ["Hidden"] });
    const audience = await sockets.guest.next(
      "pollChanged",
      (p) => p.poll._id === draft._id && p.poll.status === "open",
    );
    expect(audience.poll.totalVotes).toBeNull();
    expect(audience.poll.words).toBeUndefined();
    const host = await sockets.host.next("pollChanged", (p) => p.poll._id === draft._id && p.poll.totalVotes === 1);
    expect(host.poll.words).toEqual([{ text: "Hidden", count: 1 }]);
    await settle(...Object.values(sockets));
    for (const heard of pollsHeard(sockets.member, draft._id)) expect(heard.words).toBeUndefined();
    await patchPoll(http, cast, draft._id, { resultsShown: true });
    const shown = await sockets.member.next("pollChanged", (p) => p.poll._id === draft._id && p.poll.resultsShown);
    expect(shown.poll.words).toEqual([{ text: "Hidden", count: 1 }]);
    const ids = [cast.member._id, cast.guest.guestId, cast.host._id];
    const everything = JSON.stringify(Object.values(sockets).map((socket) => socket.heard));
    for (const id of ids) expect(everything).not.toContain(id);
    await http.delete(`/api/polls/${draft._id}`, { token: cast.host.token });
    await sockets.guest.next("pollDeleted", (p) => p.pollId === draft._id);
  });

  it("fold a storm of votes into at most two messages a second, ending with the final totals", async () => {
    const { http } = room;
    const cast = await buildCast(http);
    await room.server.ctx.db.updateTable("events").set({ max_members: 100 }).where("id", "=", cast.eventId).execute();
    const sockets = await watch(room.server.url, cast, room.opened);
    const voters = await Promise.all(Array.from({ length: 20 }, () => joinAsGuest(http, cast.eventId)));
    const poll = await createPoll(http, cast, { options: ["a", "b"] });
    const started = Date.now();
    await Promise.all(voters.map((voter) => vote(http, poll._id, voter, { optionId: poll.options[0]?._id })));
    const final = await sockets.member.next("pollChanged", (p) => p.poll._id === poll._id && p.poll.totalVotes === 20);
    expect(final.poll.options[0]?.votes).toBe(20);
    const seconds = Math.max(1, Math.ceil((Date.now() - started) / 1000));
    // The creation's message, then at most two a second from votes.
    expect(pollsHeard(sockets.member, poll._id).length).toBeLessThanOrEqual(1 + 2 * seconds + 1);
    expect(pollsHeard(sockets.member, poll._id).length).toBeLessThan(20);
  });
});
