/** See made-up-addresses.mjs. */
export interface WritePolicy {
  noteEntry(key: string): void;
  mayWrite(key: string, data: unknown): boolean;
}

export function isWholePage(data: unknown): boolean;
export function createWritePolicy(serverDistDir: string): WritePolicy;
