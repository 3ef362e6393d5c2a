import { AuthorPhoto } from '@/components/content/author-photo';
import { getTeam } from '@/lib/staff/profiles';

/** The people behind the visas, as the owner lists them (staff page); nothing when nobody is listed. */
export async function TeamSection() {
  const team = await getTeam();
  if (team.length === 0) return null;
  return (
    <section aria-labelledby="team-heading" className="pb-16 sm:pb-20">
      <div className="container-page">
        <h2 id="team-heading" className="heading-2">
          Meet the team
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">The consultants who prepare your file and write the guides on this site.</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((person) => (
            <li key={person._id} className="card flex items-start gap-4 p-5">
              <AuthorPhoto name={person.name} photoURL={person.photoURL} size={72} />
              <div className="min-w-0">
                <p className="font-display text-lg font-bold text-navy-900">{person.name}</p>
                <p className="text-sm font-semibold text-gold-700">{person.roleTitle}</p>
                {person.bio && <p className="mt-2 text-sm text-muted">{person.bio}</p>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
