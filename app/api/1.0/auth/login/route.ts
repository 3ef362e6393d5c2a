import { login } from '@/lib/api/login';

export const POST = login;
