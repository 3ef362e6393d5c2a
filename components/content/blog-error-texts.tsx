'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** What a post's error page says, in the page's language: given by the post's layout, read by its error boundary. */
export interface BlogErrorTexts {
  /** 'Error: {message}' around the message: the text before it and after it. */
  title: readonly [before: string, after: string];
  unavailable: string;
  lead: string;
  retry: string;
  all: string;
  allHref: string;
}

const Texts = createContext<BlogErrorTexts | null>(null);

/**
 * An error boundary gets no props from the server, so the layout above it hands its words down
 * this way (the catalogues stay on the server).
 */
export function BlogErrorTextsProvider({ texts, children }: { texts: BlogErrorTexts; children: ReactNode }) {
  return <Texts.Provider value={texts}>{children}</Texts.Provider>;
}

/** The words of the post's error page; English if the layout did not render (it always does under a post). */
export function useBlogErrorTexts(): BlogErrorTexts {
  return (
    useContext(Texts) ?? {
      title: ['Error: ', ''],
      unavailable: 'The article could not be loaded',
      lead: 'Please try again in a moment, or browse our other articles.',
      retry: 'Try again',
      all: 'All articles',
      allHref: '/blogs',
    }
  );
}
