import type { ReactNode } from 'react';
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import type { CompanyFacts } from '@/lib/company';

interface Detail {
  icon: (props: { className?: string }) => ReactNode;
  label: string;
  value: string;
  href?: string;
  /** A line under the value: the map link, the licensing authority. */
  extra?: ReactNode;
}

/** Phone, e-mail, office (with its map), hours and the trade licence as a list of cards (contact page). */
export function ContactDetails({ company }: { company: CompanyFacts }) {
  const items: Detail[] = [
    { icon: PhoneIcon, label: 'Call us', value: company.phone, href: company.phoneHref },
    { icon: MailIcon, label: 'E-mail us', value: company.email, href: `mailto:${company.email}` },
    {
      icon: PinIcon,
      label: 'Visit our office',
      value: company.address.display,
      extra: (
        <a href={company.address.mapHref} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900" rel="noopener noreferrer" target="_blank">
          Open in Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    { icon: ClockIcon, label: 'Business hours', value: `${company.hours.display}. ${company.hours.closed}` },
  ];
  if (company.licence) {
    items.push({
      icon: CheckIcon,
      label: 'Trade licence',
      value: `No. ${company.licence.number}`,
      extra: company.licence.authority ? <span className="block text-sm text-muted">Issued by {company.licence.authority}</span> : undefined,
    });
  }
  return (
    <ul className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {items.map(({ icon: Icon, label, value, href, extra }) => (
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
            {extra}
          </span>
        </li>
      ))}
    </ul>
  );
}
