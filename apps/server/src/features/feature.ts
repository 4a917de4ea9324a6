// A feature is a Fastify plugin given the app context; routes declare zod schemas.
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../app-context.ts";

export type FeatureOptions = { ctx: AppContext };
export type Feature = FastifyPluginAsync<FeatureOptions>;
