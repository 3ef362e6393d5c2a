import { health } from '@/lib/api/old-calls';

/** The old server's health call; GET /api/health is the load balancer's. */
export const GET = health;
