import { getTranslations } from 'next-intl/server';
import { AuthorPhoto } from '@/components/content/author-photo';
import { localize } from '@/lib/i18n/translatable';
import { getLocale } from '@/lib/i18n/server';
import { getTeam } from '@/lib/staff/profiles';

/**
 * The people behind the visas, as the owner lists them (staff page); nothing when nobody is
 * listed. On an Arabic page a name, role or bio not translated yet shows in English, marked so.
 */
export async function TeamSection() {
  const [team, locale, t] = await Promise.all([getTeam(), getLocale(), getTranslations('about')]);
  if (team.length === 0) return null;
  return (
    <section aria-labelledby="team-heading" className="pb-16 sm:pb-20">
      <div className="container-page">
        <h2 id="team-heading" className="heading-2">
          {t('team.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('team.lead')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((profile) => {
            const { value: person, langOf } = localize(profile, locale);
            return (
              <li key={person._id} className="card flex items-start gap-4 p-5">
                <AuthorPhoto name={person.name} photoURL={person.photoURL} size={72} />
                <div className="min-w-0">
                  <p className="font-display text-lg font-bold text-navy-900" {...langOf('name')}>
                    {person.name}
                  </p>
                  <p className="text-sm font-semibold text-gold-700" {...langOf('roleTitle')}>
                    {person.roleTitle}
                  </p>
                  {person.bio && (
                    <p className="mt-2 text-sm text-muted" {...langOf('bio')}>
                      {person.bio}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
