import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One cache of the learned recognition stage for every test server of this machine, so only the first
 * that turns the stage on pays for describing the references (about a minute of CPU). The browser
 * tests' app server uses it too, and finds it made when the integration suite ran first. Its files
 * are named by a hash of what they were made from, so a stale one is never read.
 */
export const sharedRecognitionCache = join(tmpdir(), 'artvoyage-test-recognition-cache');
