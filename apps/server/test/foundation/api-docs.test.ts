// The OpenAPI document at /api/openapi.json is generated from the contract's route table: it
// lists every call of API_ROUTES with its method, and nothing the table does not hold; bodies
// and answers carry their JSON Schemas. The docs page at /api/docs answers HTML under the app's
// own Content-Security-Policy.
import { API_DOCS_PATH, API_ROUTES, type ApiRoute } from "@handraise/contract";
import { httpClient, useTestServer } from "@handraise/test-support";
import { describe, expect, it } from "vitest";

const { server } = useTestServer();

type Operation = {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  parameters?: { in: string; name: string; required?: boolean }[];
};
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

/** `/api/events/:id` → `/api/events/{id}`, as OpenAPI writes a path parameter. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

async function openApiDocument(): Promise<Document> {
  const answer = await httpClient(server.url).get<Document>(API_ROUTES.getOpenApiDocument.path);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  return answer.body;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3 document that lists every call of the route table with its method", async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe("Handraise API");
    const routes: [string, ApiRoute][] = Object.entries(API_ROUTES);
    for (const [name, route] of routes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${name}: ${route.method} ${route.path}`).toBeDefined();
    }
  });

  it("lists no call that the route table does not hold", async () => {
    const document = await openApiDocument();
    const inTable = new Set(Object.values(API_ROUTES).map((r: ApiRoute) => `${r.method} ${openApiPath(r.path)}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((call) => !inTable.has(call))).toEqual([]);
    expect(documented).toHaveLength(inTable.size);
  });

  it("describes bodies, path parameters and answers by their schemas", async () => {
    const { paths } = await openApiDocument();
    const login = paths["/api/auth/login"].post;
    const loginBody = login.requestBody?.content["application/json"].schema as { properties?: object };
    expect(Object.keys(loginBody.properties ?? {})).toEqual(expect.arrayContaining(["email", "password"]));
    const loginAnswer = login.responses["200"].content?.["application/json"].schema as { properties?: object };
    expect(Object.keys(loginAnswer.properties ?? {})).toEqual(expect.arrayContaining(["token", "userInfo"]));

    expect(login as { tags?: string[] }).toMatchObject({ tags: ["auth"] });

    const removeHost = paths["/api/events/{id}/hosts/{userId}"].delete;
    expect(removeHost.parameters?.filter((p) => p.in === "path").map((p) => p.name)).toEqual(["id", "userId"]);

    // The question list, sent already serialised by its route, is documented from the table too.
    const list = paths["/api/questions/event/{eventId}"].get.responses["200"].content?.["application/json"].schema;
    expect(list).toMatchObject({ type: "array" });

    for (const [name, route] of Object.entries(API_ROUTES) as [string, ApiRoute][]) {
      const operation = paths[openApiPath(route.path)][route.method.toLowerCase()];
      if (route.body) expect(operation.requestBody?.content["application/json"].schema, name).toBeDefined();
      for (const status of Object.keys(route.response ?? {})) {
        expect(operation.responses[status]?.content?.["application/json"].schema, `${name} ${status}`).toBeDefined();
      }
    }
  });

  it("documents every call's failures with the table's one error body", async () => {
    const { paths } = await openApiDocument();
    for (const [name, route] of Object.entries(API_ROUTES) as [string, ApiRoute][]) {
      const responses = paths[openApiPath(route.path)][route.method.toLowerCase()].responses;
      for (const status of ["4XX", "5XX"]) {
        const schema = responses[status]?.content?.["application/json"].schema as { required?: string[] } | undefined;
        expect(schema, `${name} ${status}`).toMatchObject({ required: ["message"] });
      }
    }
  });
});

describe("GET /api/docs", () => {
  it("answers the docs page as HTML, its files from this server under the app's policy", async () => {
    const http = httpClient(server.url);
    const page = await http.get<string>(API_DOCS_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui">');
    const policy = page.headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("unsafe-eval");

    // The page reads the same document, from this server.
    const shown = await http.get(`${API_DOCS_PATH}/json`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual((await http.get(API_ROUTES.getOpenApiDocument.path)).body);
  });
});
