// Starts Handraise: reads the environment, opens storage, serves API, socket and web app.
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, ctx, close } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Handraise is running at ${config.publicUrl} (storage: ${ctx.engine}, realtime: ${ctx.realtime.mode}, mail: ${
      ctx.mailer.outboxDir ? `outbox ${ctx.mailer.outboxDir}` : "smtp"
    }, payments: ${config.stripe ? "stripe" : "off"})`,
  );
  const shutdown = async () => {
    await close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
