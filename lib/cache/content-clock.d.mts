/** See content-clock.mjs. */
export declare const CLOCK_REFRESH_MS: number;
export function noteExpirations(tags: string[], at: number): void;
export function absorbExpirations(expirations: Record<string, number>): void;
export function readNow(): Promise<void>;
export function refreshIfOld(): Promise<void> | undefined;
export function versionTime(header: string | string[] | undefined): number | undefined;
export function catchUpWith(header: string | string[] | undefined): Promise<void> | undefined;
export function latestKnown(): number;
export function clockGeneration(): number;
export function clockIsSure(): boolean;
export function knownExpirations(): Map<string, number>;
export function onClockMove(listener: (generation: number) => void): () => void;
export function resetClockForTests(now?: () => number): void;
