import { getCompanyFacts } from '@/lib/company';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { RequestCallButton } from './request-call-button';

/**
 * The header: sticky and white on every page but the home page ('standard'), or laid over the
 * home page's hero ('overlay'). Links on large screens, 'Request a call' and the menu button.
 */
export async function SiteHeader({ variant = 'standard' }: { variant?: 'standard' | 'overlay' }) {
  const company = await getCompanyFacts();
  const overlay = variant === 'overlay';
  return (
    <header
      className={
        overlay
          ? 'on-dark absolute inset-x-0 top-0 z-40'
          : 'sticky top-0 z-40 border-b border-navy-900/10 bg-white/95 shadow-[0_1px_12px_-6px_rgb(11_37_69/0.15)] backdrop-blur'
      }
    >
      <div className="container-page flex h-16 items-center justify-between gap-3 lg:h-20">
        <Logo tone={overlay ? 'light' : 'dark'} compact />
        <DesktopNav tone={overlay ? 'light' : 'dark'} />
        <div className="flex items-center gap-2">
          <RequestCallButton phone={company.phone} phoneHref={company.phoneHref} />
          <MobileMenu
            tone={overlay ? 'light' : 'dark'}
            contact={{
              phone: company.phone,
              phoneHref: company.phoneHref,
              email: company.email,
              hours: company.hours.display,
              closed: company.hours.closed,
              address: company.address.display,
            }}
          />
        </div>
      </div>
    </header>
  );
}
