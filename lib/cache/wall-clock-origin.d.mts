/** See wall-clock-origin.mjs. */
export function alignPerformanceWithWallClock(): void;
