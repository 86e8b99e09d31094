// Run by data-dir-lock.test.ts as a separate process: takes the lock on the directory given as its
// argument, says so on stdout, then waits to be killed.
import { lockDataDir } from '../storage/data-dir-lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir.ts DIR');
lockDataDir(dataDir);
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);
