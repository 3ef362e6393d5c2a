'use client';

import Link from 'next/link';

/** A post that fails to load (spec: 'Error: {message}'), with a way to try again. */
export default function BlogError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="section container-page flex min-h-[50vh] flex-col items-center justify-center text-center">
      <h1 className="heading-2">Error: {error.message}</h1>
      <p className="lead mt-4">This article could not be loaded just now.</p>
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
