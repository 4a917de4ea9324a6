// Every endpoint's answer type is its route's (RouteAnswer<R> of the contract's table), never one
// written by hand: these checks fail `npm run typecheck` (tsc reads test files too) as soon as an
// endpoint and its route disagree. Endpoints that keep a part of the answer name that part.
import type { GuestJoinAnswer, RouteAnswer } from "@handraise/contract";
import type * as accountRoutes from "@handraise/contract/routes/accounts";
import type * as banRoutes from "@handraise/contract/routes/bans";
import type * as eventRoutes from "@handraise/contract/routes/events";
import type * as paymentRoutes from "@handraise/contract/routes/payments";
import type * as pollRoutes from "@handraise/contract/routes/polls";
import type * as questionRoutes from "@handraise/contract/routes/questions";
import type * as systemRoutes from "@handraise/contract/routes/system";
import { describe, expectTypeOf, it } from "vitest";
import type { bansApi } from "../features/bans/api.ts";
import { billingApi } from "../features/billing/api.ts";
import type { contactApi } from "../features/contact/api.ts";
import { eventsApi } from "../features/events/api.ts";
import { membershipApi } from "../features/events/membership-api.ts";
import type { joinApi } from "../features/join/api.ts";
import type { pollsApi } from "../features/polls/api.ts";
import { questionsApi } from "../features/questions/api.ts";
import { sessionApi } from "../features/session/api.ts";

type Answer<E extends { Types: { ResultType: unknown } }> = E["Types"]["ResultType"];

describe("endpoint answers", () => {
  it("are the answers of their routes", () => {
    const e = eventsApi.endpoints;
    expectTypeOf<Answer<typeof e.eventLists>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.listEvents>>();
    expectTypeOf<Answer<typeof e.event>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.getEvent>>();
    expectTypeOf<Answer<typeof e.createEvent>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.createEvent>>();
    expectTypeOf<Answer<typeof e.updateEvent>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.updateEvent>>();
    expectTypeOf<Answer<typeof e.deleteEvent>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.deleteEvent>>();
    expectTypeOf<Answer<typeof e.spotlightQuestion>>().toEqualTypeOf<
      RouteAnswer<typeof eventRoutes.spotlightQuestion>
    >();

    const m = membershipApi.endpoints;
    expectTypeOf<Answer<typeof m.joinEvent>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.accountJoinEvent>>();
    expectTypeOf<Answer<typeof m.addHost>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.addHost>>();
    expectTypeOf<Answer<typeof m.removeHost>>().toEqualTypeOf<RouteAnswer<typeof eventRoutes.removeHost>>();
    // The guest's token is kept in the store; the endpoint answers the event without it.
    expectTypeOf<RouteAnswer<typeof eventRoutes.guestJoinEvent>>().toEqualTypeOf<GuestJoinAnswer>();
    expectTypeOf<Answer<typeof m.guestJoinEvent>>().toEqualTypeOf<Omit<GuestJoinAnswer, "guestToken">>();

    const q = questionsApi.endpoints;
    expectTypeOf<Answer<typeof q.questions>>().toEqualTypeOf<RouteAnswer<typeof questionRoutes.listQuestions>>();
    expectTypeOf<Answer<typeof q.askQuestion>>().toEqualTypeOf<RouteAnswer<typeof questionRoutes.askQuestion>>();
    expectTypeOf<Answer<typeof q.approveQuestion>>().toEqualTypeOf<
      RouteAnswer<typeof questionRoutes.approveQuestion>
    >();
    expectTypeOf<Answer<typeof q.replyToQuestion>>().toEqualTypeOf<
      RouteAnswer<typeof questionRoutes.replyToQuestion>
    >();
    expectTypeOf<Answer<typeof q.likeQuestion>>().toEqualTypeOf<RouteAnswer<typeof questionRoutes.likeQuestion>>();
    expectTypeOf<Answer<typeof q.deleteQuestion>>().toEqualTypeOf<RouteAnswer<typeof questionRoutes.deleteQuestion>>();
    expectTypeOf<Answer<typeof q.toggleHidden>>().toEqualTypeOf<RouteAnswer<typeof questionRoutes.toggleHidden>>();

    const s = sessionApi.endpoints;
    expectTypeOf<Answer<typeof s.login>>().toEqualTypeOf<RouteAnswer<typeof accountRoutes.login>>();
    expectTypeOf<Answer<typeof s.me>>().toEqualTypeOf<RouteAnswer<typeof accountRoutes.getMe>>();
    expectTypeOf<Answer<typeof s.updateMe>>().toEqualTypeOf<RouteAnswer<typeof accountRoutes.updateMe>["userInfo"]>();
    expectTypeOf<Answer<typeof s.deleteMe>>().toEqualTypeOf<RouteAnswer<typeof accountRoutes.deleteMe>>();

    const b = billingApi.endpoints;
    expectTypeOf<Answer<typeof b.planStatus>>().toEqualTypeOf<RouteAnswer<typeof paymentRoutes.getPlanStatus>>();
    expectTypeOf<Answer<typeof b.payments>>().toEqualTypeOf<RouteAnswer<typeof paymentRoutes.listMyPayments>>();
    expectTypeOf<Answer<typeof b.openPortal>>().toEqualTypeOf<RouteAnswer<typeof paymentRoutes.openPortal>>();
    expectTypeOf<Answer<typeof b.startCheckout>>().toEqualTypeOf<
      RouteAnswer<typeof paymentRoutes.startCheckout>["url"]
    >();

    expectTypeOf<Answer<typeof bansApi.endpoints.bans>>().toEqualTypeOf<RouteAnswer<typeof banRoutes.listBans>>();
    expectTypeOf<Answer<typeof bansApi.endpoints.banMember>>().toEqualTypeOf<RouteAnswer<typeof banRoutes.banMember>>();
    expectTypeOf<Answer<typeof pollsApi.endpoints.polls>>().toEqualTypeOf<RouteAnswer<typeof pollRoutes.listPolls>>();
    expectTypeOf<Answer<typeof pollsApi.endpoints.votePoll>>().toEqualTypeOf<
      RouteAnswer<typeof pollRoutes.voteInPoll>
    >();
    expectTypeOf<Answer<typeof joinApi.endpoints.eventByCode>>().toEqualTypeOf<
      RouteAnswer<typeof eventRoutes.findEventByCode>
    >();
    expectTypeOf<Answer<typeof contactApi.endpoints.sendContactMessage>>().toEqualTypeOf<
      RouteAnswer<typeof systemRoutes.sendContactMessage>
    >();
  });

  it("take the argument written once, in the endpoint", () => {
    expectTypeOf<(typeof eventsApi.endpoints.event)["Types"]["QueryArg"]>().toEqualTypeOf<string>();
    expectTypeOf<(typeof billingApi.endpoints.planStatus)["Types"]["QueryArg"]>().toEqualTypeOf<void>();
  });
});
