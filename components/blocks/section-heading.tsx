import type { ReactNode } from 'react';

/** An eyebrow, a heading and an optional lead; centred or aligned to the start of the text ('left': the right on Arabic pages), on light or dark. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  tone = 'light',
  level = 2,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  id?: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
  level?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && <p className={`eyebrow ${tone === 'dark' ? 'text-gold-400' : ''}`}>{eyebrow}</p>}
      <Heading id={id} className={`${level === 1 ? 'heading-1' : 'heading-2'} mt-2 ${tone === 'dark' ? 'text-white' : ''}`}>
        {title}
      </Heading>
      {lead && <p className={`lead mt-4 ${tone === 'dark' ? 'text-sky-100' : ''}`}>{lead}</p>}
      {children}
    </div>
  );
}
