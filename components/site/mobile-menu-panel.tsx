'use client';

import { SiteLink } from './site-link';
import { ClockIcon, CloseIcon, GlobeIcon, MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import type { MenuContent } from './mobile-menu';
import { isPublicPage, LanguageLink, pageAddress } from './page-address';

/**
 * The 'Preferences' overlay of the menu button (./mobile-menu.tsx): the free consultation box,
 * links, contact details, business hours, the office and the other language. Fetched on the
 * first opening; its words come in the page's language from the header.
 */
export function MobileMenuPanel({
  open,
  close,
  pathname,
  content,
  openConsultation,
}: {
  open: boolean;
  close: () => void;
  pathname: string;
  content: MenuContent;
  openConsultation: () => void;
}) {
  const { text, groups, contact, otherLocale } = content;
  const { path } = pageAddress(pathname);
  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy="mobile-menu-title"
      animation="drawer"
      className="m-0 ms-auto h-dvh max-h-none w-full max-w-md lg:hidden"
    >
      <div id="mobile-menu" className="flex h-full flex-col overflow-y-auto overscroll-contain bg-white text-ink">
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-navy-900/10 bg-white px-5 py-4">
          <h2 id="mobile-menu-title" className="font-display text-xl font-bold text-navy-900">
            {text.title}
          </h2>
          <button type="button" onClick={close} aria-label={text.close} className="btn-icon text-navy-900 ring-1 ring-navy-900/15 hover:bg-mist-100">
            <CloseIcon />
          </button>
        </div>

        <div className="space-y-7 px-5 py-6">
          <section className="rounded-2xl bg-navy-900 p-5 text-sky-100">
            <h3 className="font-display text-lg font-bold text-white">{text.costTitle}</h3>
            <p className="mt-1.5 text-sm leading-relaxed">{text.costText}</p>
            <button type="button" className="btn-primary mt-4 w-full" onClick={openConsultation}>
              {text.consultation}
            </button>
          </section>

          <nav aria-label={text.links} className="grid grid-cols-2 gap-6">
            {groups.map((group) => (
              <div key={group.title}>
                <h3 className="eyebrow text-xs">{group.title}</h3>
                <ul className="mt-2 space-y-1">
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <SiteLink
                        href={link.href}
                        onClick={close}
                        aria-current={path === link.path ? 'page' : undefined}
                        className="-mx-2 block rounded-lg px-2 py-2 font-semibold text-navy-900 hover:bg-mist-100 aria-[current=page]:text-gold-600"
                      >
                        {link.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>

          {isPublicPage(pathname) && (
            <section aria-labelledby="menu-language" className="space-y-3 border-t border-navy-900/10 pt-6 text-sm">
              <h3 id="menu-language" className="eyebrow text-xs">
                {text.language}
              </h3>
              <LanguageLink
                pathname={pathname}
                to={otherLocale}
                icon={<GlobeIcon className="size-5 text-gold-600" />}
                className="flex items-center gap-3 font-semibold text-navy-900 hover:text-navy-700"
              />
            </section>
          )}

          <section aria-labelledby="menu-contact" className="space-y-3 border-t border-navy-900/10 pt-6 text-sm">
            <h3 id="menu-contact" className="eyebrow text-xs">
              {text.contact}
            </h3>
            <a href={contact.phoneHref} onClick={close} className="flex items-center gap-3 font-semibold text-navy-900 hover:text-navy-700">
              <PhoneIcon className="size-5 text-gold-600" />
              <bdi dir="ltr">{contact.phone}</bdi>
            </a>
            <a href={`mailto:${contact.email}`} onClick={close} className="flex items-center gap-3 font-semibold text-navy-900 hover:text-navy-700">
              <MailIcon className="size-5 text-gold-600" />
              <bdi dir="ltr">{contact.email}</bdi>
            </a>
          </section>

          <section aria-labelledby="menu-hours" className="space-y-3 border-t border-navy-900/10 pt-6 text-sm">
            <h3 id="menu-hours" className="eyebrow text-xs">
              {text.hours}
            </h3>
            <p className="flex items-start gap-3 text-ink">
              <ClockIcon className="size-5 shrink-0 text-gold-600" />
              <span>
                {contact.hours}
                <br />
                <span className="text-muted">{contact.closed}</span>
              </span>
            </p>
          </section>

          <section aria-labelledby="menu-office" className="space-y-3 border-t border-navy-900/10 pt-6 text-sm">
            <h3 id="menu-office" className="eyebrow text-xs">
              {text.office}
            </h3>
            <p className="flex items-start gap-3 text-ink">
              <PinIcon className="size-5 shrink-0 text-gold-600" />
              <span {...contact.addressLang}>{contact.address}</span>
            </p>
          </section>
        </div>
      </div>
    </Modal>
  );
}
