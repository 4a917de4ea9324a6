// The route table is written one module per resource (src/routes/) so a page imports only its
// calls; API_ROUTES, which the server registers and documents, must hold every one of them.
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../src/index.ts";
import * as accountRoutes from "../src/routes/accounts.ts";
import * as banRoutes from "../src/routes/bans.ts";
import * as eventRoutes from "../src/routes/events.ts";
import * as paymentRoutes from "../src/routes/payments.ts";
import * as pollRoutes from "../src/routes/polls.ts";
import * as questionRoutes from "../src/routes/questions.ts";
import * as reportRoutes from "../src/routes/reports.ts";
import * as systemRoutes from "../src/routes/system.ts";

const modules = {
  accountRoutes,
  banRoutes,
  eventRoutes,
  paymentRoutes,
  pollRoutes,
  questionRoutes,
  reportRoutes,
  systemRoutes,
};

describe("the route modules", () => {
  it("each export is a call of API_ROUTES under the same name, and API_ROUTES holds nothing else", () => {
    const fromModules = Object.values(modules).flatMap((module) => Object.entries(module));
    for (const [name, route] of fromModules) expect(API_ROUTES[name as keyof typeof API_ROUTES], name).toBe(route);
    expect(fromModules.map(([name]) => name).sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it("no two modules export a call of the same name", () => {
    const names = Object.values(modules).flatMap((module) => Object.keys(module));
    expect(new Set(names).size).toBe(names.length);
  });
});
