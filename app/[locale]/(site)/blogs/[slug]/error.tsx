'use client';

import Link from 'next/link';

/** A post that fails to load (spec: 'Error: {message}'), with a way to try again. */
export default function BlogError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // A server error reaches the browser with a digest and Next's generic paragraph in place of its
  // message (production keeps server details private): that paragraph is no heading for a visitor.
  const message = error.digest ? 'The article could not be loaded' : error.message;
  return (
    <div className="section container-page flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="heading-2">Error: {message}</h1>
      <p className="lead mt-4">Please try again in a moment, or browse our other articles.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="btn-primary">
          Try again
        </button>
        <Link href="/blogs" className="btn-outline">
          All articles
        </Link>
      </div>
    </div>
  );
}
