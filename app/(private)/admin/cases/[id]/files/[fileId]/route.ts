import { handleStaffFile } from '@/lib/cases/document-routes';

/** One of the case's documents, to staff who work cases (lib/cases/document-routes.ts). */
export async function GET(request: Request, { params }: RouteContext<'/admin/cases/[id]/files/[fileId]'>) {
  const { id, fileId } = await params;
  return handleStaffFile(request, id, fileId);
}
