/** See client-address.mjs. */
export function clientAddress(peerAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string;
export function trustedProxiesFrom(value: string | undefined): number;
