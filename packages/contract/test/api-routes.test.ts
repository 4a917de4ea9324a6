import { describe, expect, expectTypeOf, it } from "vitest";
import {
  API_ROUTES,
  type ApiRoute,
  apiPath,
  type HandraiseEvent,
  type Question,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
} from "../src/index.ts";

describe("the route table", () => {
  it("holds each method and path once, every path under /api/", () => {
    const routes: ApiRoute[] = Object.values(API_ROUTES);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(route.path).toMatch(/^\/api\//);
  });

  it("builds a call's path with its parameters URL-encoded", () => {
    expect(apiPath(API_ROUTES.getEvent, { id: "abc" })).toBe("/api/events/abc");
    expect(apiPath(API_ROUTES.removeHost, { id: "e 1", userId: "a/b?c" })).toBe("/api/events/e%201/hosts/a%2Fb%3Fc");
    expect(apiPath(API_ROUTES.exportQuestions, { id: "x" })).toBe("/api/events/x/export.csv");
    expect(apiPath(API_ROUTES.listEvents)).toBe("/api/events");
  });

  it("refuses a missing parameter instead of calling another path", () => {
    expect(() => apiPath(API_ROUTES.getEvent, {} as { id: string })).toThrow(/id/);
  });

  it("types each call's parameters, body and answer from its schemas", () => {
    expectTypeOf<RouteParams<typeof API_ROUTES.removeHost>>().toEqualTypeOf<{ id: string; userId: string }>();
    expectTypeOf<RouteBody<typeof API_ROUTES.editQuestion>>().toEqualTypeOf<{ content: string }>();
    expectTypeOf<RouteAnswer<typeof API_ROUTES.getEvent>>().toEqualTypeOf<HandraiseEvent>();
    expectTypeOf<RouteAnswer<typeof API_ROUTES.listQuestions>>().toEqualTypeOf<Question[]>();
  });
});
