import { requireAdmin } from '@/lib/auth/require-admin';
import { authorChoices } from '@/lib/staff/author-choices';
import { getStore } from '@/lib/store';
import { BlogForm } from './blog-form';
import { VisaForm } from './visa-form';

/** The add form of a visa or blog post, with the signed-in person as its author to start with. */
export async function AddContent({ kind }: { kind: 'visa' | 'blog' }) {
  const { admin } = await requireAdmin({ capability: 'content' });
  const authors = await authorChoices(await getStore(), admin);
  return kind === 'visa' ? <VisaForm authors={authors} /> : <BlogForm authors={authors} />;
}
