import path from 'node:path';
import { loadConfig } from './config';
import { backup, restore } from './lib/backup/backup';

/**
 * `node dist/backup.js backup [folder]` writes a backup under `folder` (BACKUP_DIR, default
 * ./backups); `node dist/backup.js restore <backup folder>` puts one back. Same DATA_DIR and
 * DATABASE_URL as the server.
 */
const config = loadConfig();
const source = { dataDir: path.resolve(config.DATA_DIR), databaseUrl: config.DATABASE_URL };
const [command, argument] = process.argv.slice(2);

const runCommand = async () => {
  if (command === 'backup') {
    const folder = await backup(
      source,
      path.resolve(argument ?? process.env.BACKUP_DIR ?? './backups'),
    );
    console.log(`Backup written to ${folder}`);
  } else if (command === 'restore' && argument) {
    await restore(path.resolve(argument), source);
    console.log(
      `Restored ${argument} into ${config.DATABASE_URL ? 'the PostgreSQL database' : config.DATA_DIR}`,
    );
  } else {
    console.error('Usage: backup [target folder] | restore <backup folder>');
    process.exit(2);
  }
};

await runCommand().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
