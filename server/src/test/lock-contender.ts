import { lockDataDir } from '../db/lock.ts';

/**
 * One side of the lock race in db/lock.test.ts: says "ready", waits for the moment the
 * parent sends (epoch ms), tries to lock DATA_DIR then, says "won" or "refused". A winner
 * keeps the lock until its standard input closes.
 */
const dir = process.argv[2]!;
process.stdout.write('ready\n');
process.stdin.once('data', (chunk) => {
  const at = Number(chunk.toString().trim());
  while (Date.now() < at); // start at the same moment as the other contender
  try {
    const release = lockDataDir(dir);
    process.stdout.write('won\n');
    process.stdin.once('end', () => {
      release();
      process.exit(0);
    });
    process.stdin.resume();
  } catch {
    process.stdout.write('refused\n');
    process.exit(0);
  }
});
