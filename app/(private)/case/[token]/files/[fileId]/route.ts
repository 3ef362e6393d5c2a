import { handlePortalFile } from '@/lib/cases/document-routes';

/** One of the case's documents, to the applicant's trusted device (lib/cases/document-routes.ts). */
export async function GET(request: Request, { params }: RouteContext<'/case/[token]/files/[fileId]'>) {
  const { token, fileId } = await params;
  return handlePortalFile(request, token, fileId);
}
