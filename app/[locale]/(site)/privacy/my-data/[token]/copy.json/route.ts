import { copyDownload } from '@/lib/privacy/copy-download';

/** GET /privacy/my-data/{token}/copy.json: the copy as a file, while it is readable. */
export async function GET(_request: Request, { params }: RouteContext<'/[locale]/privacy/my-data/[token]/copy.json'>) {
  return copyDownload((await params).token);
}
