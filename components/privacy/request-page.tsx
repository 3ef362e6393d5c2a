import { SiteLink } from '@/components/site/site-link';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getEnv } from '@/lib/config/env';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { getLocale } from '@/lib/i18n/server';
import { templateParts } from '@/lib/leads/fill-template';
import { confirmMyRequest, enterMyCode } from '@/lib/privacy/request-actions';
import { COPY_READABLE_DAYS } from '@/lib/privacy/constants';
import { keptAfterErasure } from '@/lib/privacy/kept-after-erasure';
import { localTime } from '@/lib/privacy/local-time';
import { personalDataOf } from '@/lib/privacy/personal-data';
import type { PrivacyRequest } from '@/lib/privacy/request-repository';
import { awaitsConfirmation, tokenHashOf } from '@/lib/privacy/request-service';
import { type DataSubject, maskedSubject } from '@/lib/privacy/subject';
import { getStore } from '@/lib/store';
import { PersonalDataView } from './personal-data-view';
import { CodeStep, ConfirmStep } from './request-steps';

type Words = Awaited<ReturnType<typeof getTranslations<'privacy'>>>;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card p-6 sm:p-10">
      <h1 className="heading-2">{title}</h1>
      <div className="mt-5 space-y-4">{children}</div>
    </div>
  );
}

/** An address or a number inside a sentence of either language: read left to right, as typed. */
const Ltr = ({ children, strong = false }: { children: ReactNode; strong?: boolean }) =>
  strong ? (
    <strong className="text-navy-900" dir="ltr">
      {children}
    </strong>
  ) : (
    <bdi dir="ltr">{children}</bdi>
  );

/**
 * /privacy/my-data/{token}: a request at its step, in the page's language. Unconfirmed: the button
 * (e-mail) or the code (mobile). Then: the copy, readable for a few days; what an erasure removed
 * and what it kept; a correction on its way. The token is the only thing that names the request.
 */
export async function RequestPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  await connection(); // a person's request: read at each visit, never prerendered
  const [t, locale] = await Promise.all([getTranslations('privacy'), getLocale()]);
  const again = (
    <SiteLink key="again" href={localizedPath('/privacy/my-data', locale)} className="font-semibold text-navy-700 underline underline-offset-2">
      {t('request.again')}
    </SiteLink>
  );
  const store = await getStore();
  const request = await store.privacyRequests.findByTokenHash(tokenHashOf(token));
  const now = new Date();
  if (!request) {
    return (
      <Frame title={t('request.brokenTitle')}>
        <p className="text-ink">{templateParts(t.raw('request.broken') as string, { again })}</p>
      </Frame>
    );
  }
  const subject = request.subject ? ({ channel: request.channel, value: request.subject } as DataSubject) : null;
  if (request.status === 'unconfirmed' && awaitsConfirmation(request, now) && subject) {
    const step = { button: t('request.confirm') };
    return (
      <Frame title={t('request.confirmTitle')}>
        {request.channel === 'email' ? (
          <ConfirmStep
            intro={templateParts(t.raw('request.confirmWhat') as string, {
              what: (
                <span key="what">
                  {templateParts(t.raw('request.whatFor') as string, { kind: t(`form.kinds.${request.kind}`), subject: <Ltr key="subject">{maskedSubject(subject)}</Ltr> })}
                </span>
              ),
            })}
            confirm={confirmMyRequest.bind(null, token, locale)}
            text={{ ...step, busy: t('request.confirming') }}
          />
        ) : (
          <CodeStep
            intro={templateParts(t.raw('request.codeIntro') as string, { phone: <Ltr key="phone" strong>{maskedSubject(subject)}</Ltr> })}
            enter={enterMyCode.bind(null, token, locale)}
            text={{ ...step, busy: t('request.checking'), label: t('request.codeLabel') }}
          />
        )}
      </Frame>
    );
  }
  if (request.status === 'unconfirmed' || request.status === 'lapsed') {
    return (
      <Frame title={t('request.lapsedTitle')}>
        <p className="text-ink">{templateParts(t.raw('request.lapsed') as string, { again })}</p>
      </Frame>
    );
  }
  if (request.kind === 'correction') return <CorrectionState request={request} t={t} locale={locale} />;
  if (request.kind === 'erasure') {
    return (
      <Frame title={t('request.erasedTitle')}>
        <p className="text-ink">{t('request.erasedDone', { at: localTime(request.doneAt, locale), outcome: erasedOutcome(request, t, locale) })}</p>
        <h2 className="heading-3 pt-2">{t('request.keptTitle')}</h2>
        <ul className="list-disc space-y-2 ps-5 text-sm text-ink">
          {keptAfterErasure({ auditDays: getEnv().AUDIT_RETENTION_DAYS, markedAt: request.keptMarkAt ?? null, locale }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Frame>
    );
  }
  if (!subject) {
    return (
      <Frame title={t('request.goneTitle')}>
        <p className="text-ink">{templateParts(t.raw('request.gone') as string, { days: String(COPY_READABLE_DAYS), again })}</p>
      </Frame>
    );
  }
  const copy = await personalDataOf(store, subject, now);
  return (
    <div className="space-y-8">
      <Frame title={t('request.copyTitle')}>
        <p className="text-ink">
          {templateParts(t.raw('request.copyIntro') as string, {
            about: copy.about.kind === 'e-mail' ? t('request.aboutEmail') : t('request.aboutMobile'),
            value: (
              <Ltr key="value" strong>
                {copy.about.value}
              </Ltr>
            ),
            at: localTime(copy.madeAt, locale),
            until: localTime(request.forgetAt, locale),
          })}
        </p>
        <a href={localizedPath(`/privacy/my-data/${token}/copy.json`, locale)} download className="btn-secondary inline-flex">
          {t('request.download')}
        </a>
      </Frame>
      <PersonalDataView copy={copy} />
    </div>
  );
}

/**
 * What an erasure removed: the stored summary as English has always said it, or in Arabic the
 * counts it kept (a request made before they were kept shows its summary, marked as English).
 */
function erasedOutcome(request: PrivacyRequest, t: Words, locale: Locale): string {
  if (locale !== 'ar' || !request.erased) return request.outcome ?? '';
  return t('request.erasedCounts', request.erased);
}

function CorrectionState({ request, t, locale }: { request: PrivacyRequest; t: Words; locale: Locale }) {
  if (request.status === 'done') {
    return (
      <Frame title={t('request.correctedTitle')}>
        <p className="text-ink">{t('request.corrected', { at: localTime(request.doneAt, locale) })}</p>
      </Frame>
    );
  }
  return (
    <Frame title={t('request.withTeamTitle')}>
      <p className="text-ink">{t('request.withTeam', { due: localTime(request.dueAt, locale) })}</p>
    </Frame>
  );
}
