import { logout } from '@/lib/api/old-calls';

export const POST = logout;
