/** A long form's sections, each with the id its FormSection carries. */
export interface FormSectionLink {
  id: string;
  title: string;
}

/**
 * Jump links to a long form's sections: a line that scrolls sideways on a phone, a list that
 * stays beside the form on a wide screen. Plain anchors, so they work without JavaScript.
 */
export function SectionList({ sections }: { sections: readonly FormSectionLink[] }) {
  return (
    <nav aria-label="Sections of the form" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ol className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="block rounded-full px-3 py-2 text-sm font-semibold text-navy-700 ring-1 ring-navy-900/15 ring-inset hover:bg-mist-100 lg:rounded-lg lg:ring-0"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
