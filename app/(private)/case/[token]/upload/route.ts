import { handlePortalUpload } from '@/lib/cases/document-routes';

/** The applicant's upload of one checklist document (lib/cases/document-routes.ts). */
export async function POST(request: Request, { params }: RouteContext<'/case/[token]/upload'>) {
  const { token } = await params;
  return handlePortalUpload(request, token);
}
