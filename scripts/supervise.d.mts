// Types of scripts/supervise.mjs for the TypeScript that imports it (its test); the script itself stays plain
// JavaScript because `pnpm start` runs it before anything is built.
import type { ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  /** Starts one server process. */
  start: () => ChildProcess;
  /** Whether the running server has answered since it started. */
  answered: () => Promise<boolean>;
  say?: (line: string) => void;
  exit?: (code: number) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
}

export function supervise(options: SuperviseOptions): void;
