import { getLeadsRuntime } from '@/lib/leads/runtime';
import { handleFormSubmission } from '@/lib/leads/submit-form';

/** POST /api/forms/{kind}: every visitor form (lib/leads/form-contract.ts). */
export async function POST(request: Request, context: RouteContext<'/api/forms/[kind]'>) {
  const { kind } = await context.params;
  return handleFormSubmission(getLeadsRuntime().submit, kind, request);
}
