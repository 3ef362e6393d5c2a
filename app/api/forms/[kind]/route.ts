import { handlePlainFormPost, isPlainFormPost } from '@/lib/leads/form-post';
import { getLeadsRuntime } from '@/lib/leads/runtime';
import { handleFormSubmission } from '@/lib/leads/submit-form';

/** POST /api/forms/{kind}: every visitor form, as JSON from its script or as a plain HTML form (lib/leads/form-contract.ts). */
export async function POST(request: Request, context: RouteContext<'/api/forms/[kind]'>) {
  const { kind } = await context.params;
  const deps = getLeadsRuntime().submit;
  return isPlainFormPost(request) ? handlePlainFormPost(deps, kind, request) : handleFormSubmission(deps, kind, request);
}
