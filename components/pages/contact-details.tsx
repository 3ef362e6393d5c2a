import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import type { CompanyFacts } from '@/lib/company';

interface Detail {
  key: string;
  icon: (props: { className?: string }) => ReactNode;
  label: string;
  value: string;
  href?: string;
  /** Read left to right in any language: a phone number, an e-mail address, a licence number. */
  ltr?: boolean;
  /** A line under the value: the map link, the licensing authority. */
  extra?: ReactNode;
}

/** Phone, e-mail, office (with its map), hours and the trade licence as a list of cards (contact page). */
export async function ContactDetails({ company }: { company: CompanyFacts }) {
  const t = await getTranslations('contact.details');
  const items: Detail[] = [
    { key: 'phone', icon: PhoneIcon, label: t('call'), value: company.phone, href: company.phoneHref, ltr: true },
    { key: 'email', icon: MailIcon, label: t('email'), value: company.email, href: `mailto:${company.email}`, ltr: true },
    {
      key: 'office',
      icon: PinIcon,
      label: t('office'),
      value: company.address.display,
      extra: (
        <a href={company.address.mapHref} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900" rel="noopener noreferrer" target="_blank">
          {t('map')}
          <span className="sr-only"> {t('newTab')}</span>
        </a>
      ),
    },
    { key: 'hours', icon: ClockIcon, label: t('hours'), value: t('hoursValue', { hours: company.hours.display, closed: company.hours.closed }) },
  ];
  if (company.licence) {
    items.push({
      key: 'licence',
      icon: CheckIcon,
      label: t('licence'),
      value: t('licenceNumber', { number: company.licence.number }),
      extra: company.licence.authority ? <span className="block text-sm text-muted">{t('issuedBy', { authority: company.licence.authority })}</span> : undefined,
    });
  }
  return (
    <ul className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {items.map(({ key, icon: Icon, label, value, href, ltr, extra }) => (
        <li key={key} className="card flex items-start gap-4 p-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-gold-400">
            <Icon />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-muted">{label}</span>
            {href ? (
              <a href={href} className="block font-display text-lg font-bold break-words text-navy-900 hover:text-navy-700">
                {ltr ? <bdi dir="ltr">{value}</bdi> : value}
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
