import { accessSync, constants } from "node:fs";
import { tmpdir } from "node:os";

/**
 * A directory in memory (/dev/shm) where the machine has one, else the temporary directory. Local D1, KV and R2 are
 * SQLite files that every write syncs; on this machine's disk that cost the worker suite about a tenth of its time
 * alone, and the browser suite's database is kept there too.
 */
export function memoryDir() {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
}
