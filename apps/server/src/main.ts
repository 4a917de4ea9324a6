// Starts Handraise: reads the environment, opens storage, serves API, socket and web app, and
// stops gracefully on SIGTERM or SIGINT (docs/RELIABILITY.md "Graceful stop").
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DatabaseUnreachable } from "./db/wait-for-database.ts";

/** The whole stop, drain included, fits in this; a second signal exits at once. */
const STOP_WITHIN_MS = 9_500;
/** After a signal, keep answering 503 (Connection: close) this long before closing the listener. */
const STOP_GRACE_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, ctx, close } = await buildApp(config);
  closeWithGrace(
    {
      delay: STOP_WITHIN_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
      onSecondSignal: (signal) => app.log.warn(`second ${signal}: stopping at once`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, "stopping after an unexpected error");
      else app.log.info(`${signal ?? "stop"}: finishing requests in flight, then stopping`);
      await close({ graceMs: err ? 0 : STOP_GRACE_MS });
    },
  );
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Handraise is running at ${config.publicUrl} (storage: ${ctx.engine}, realtime: ${ctx.realtime.mode}, mail: ${
      ctx.mailer.outboxDir ? `outbox ${ctx.mailer.outboxDir}` : "smtp"
    }, payments: ${config.stripe ? "stripe" : "off"})`,
  );
}

main().catch((error) => {
  // Problems an operator fixes outside the code are one plain line, without a stack.
  if (error instanceof ConfigError || error instanceof DatabaseUnreachable) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
