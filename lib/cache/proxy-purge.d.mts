/** Asks every proxy in CACHE_PURGE_URL to renew its content version; never throws, does nothing when none is set. */
export declare function refreshProxyContentVersion(): Promise<void>;
