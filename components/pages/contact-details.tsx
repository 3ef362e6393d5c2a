import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import type { CompanyFacts } from '@/lib/company';

/** Phone, e-mail, office and hours as a list of cards (contact page). */
export function ContactDetails({ company }: { company: CompanyFacts }) {
  const items = [
    { icon: PhoneIcon, label: 'Call us', value: company.phone, href: company.phoneHref },
    { icon: MailIcon, label: 'E-mail us', value: company.email, href: `mailto:${company.email}` },
    { icon: PinIcon, label: 'Visit our office', value: company.address.display },
    { icon: ClockIcon, label: 'Business hours', value: `${company.hours.display}. ${company.hours.closed}` },
  ];
  return (
    <ul className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {items.map(({ icon: Icon, label, value, href }) => (
        <li key={label} className="card flex items-start gap-4 p-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-gold-400">
            <Icon />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-muted">{label}</span>
            {href ? (
              <a href={href} className="block font-display text-lg font-bold break-words text-navy-900 hover:text-navy-700">
                {value}
              </a>
            ) : (
              <span className="block font-semibold text-navy-900">{value}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
