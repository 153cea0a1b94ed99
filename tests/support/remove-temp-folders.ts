import { afterAll } from 'vitest';
import { removeTempFolders } from './temp-folder';

// A setup file: registered before the test file's own hooks, so it runs after them (servers closed first).
afterAll(removeTempFolders);
