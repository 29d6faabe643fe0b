// `pnpm --filter server admin <command>`: the marketplace team's side (listing review, ticket answers,
// test bookings) against the database the server would open. JSON on stdout; errors on stderr, exit 1.
import { loadConfig } from '../config';
import { AdminError } from './admin-error';
import { openCommandDatabase } from './command-database';
import { help, parseCommand, runCommand } from './commands';

try {
  const command = parseCommand(process.argv.slice(2));
  if (command.name === 'help') {
    console.log(JSON.stringify(help(), null, 2));
  } else {
    const db = await openCommandDatabase(loadConfig());
    try {
      console.log(JSON.stringify(await runCommand(db, command), null, 2));
    } finally {
      await db.close();
    }
  }
} catch (error) {
  console.error(error instanceof AdminError ? error.message : `admin command failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
}
