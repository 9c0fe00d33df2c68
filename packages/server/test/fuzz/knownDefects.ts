// The one allowlist of the fuzzer: defects it finds that another change is fixing right now, each named by its issue
// item and matched as narrowly as possible. An entry is removed as soon as its fix lands; nothing else may be listed
// (the fuzzer's checks are never loosened to let a run pass).
export type KnownDefect = { item: string; matches(problem: string): boolean };

export const KNOWN_DEFECTS: KnownDefect[] = [];
