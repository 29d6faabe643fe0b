// `pnpm --filter server admin <command>`: the marketplace team's side (listing review, ticket answers,
// test bookings) against the database the server would open. JSON on stdout; errors on stderr, exit 1.
import { loadCommandConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { AdminError } from './admin-error';
import { askServer } from './ask-server';
import { openCommandDatabase } from './command-database';
import { type Command, help, parseCommand } from './command-line';
import { runCommand } from './commands';
import { runningServer } from './server-link';

/** Through the server that holds the data folder, if one runs; otherwise on the database directly. */
async function run(command: Command): Promise<unknown> {
  const config = loadCommandConfig();
  const server = config.dataDir ? runningServer(config.dataDir) : null;
  const answer = server ? await askServer(server, command) : null;
  if (answer) return answer.result;
  const db = await openCommandDatabase(config);
  try {
    return await runCommand({ db, config, mailer: createMailer(config) }, command);
  } finally {
    await db.close();
  }
}

try {
  const command = parseCommand(process.argv.slice(2));
  console.log(JSON.stringify(command.name === 'help' ? help() : await run(command), null, 2));
} catch (error) {
  console.error(
    error instanceof AdminError ? error.message : `admin command failed: ${error instanceof Error ? error.stack : String(error)}`,
  );
  process.exitCode = 1;
}
