import { answer } from './respond';

export async function unknownApiPath(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  return answer(404, `No API call at ${request.method} ${pathname}`, null);
}
