import Link from 'next/link';

/** What every 404 says, inside whichever element the page gives it (the root's own main, or the site layout's). */
export function NotFoundMessage() {
  return (
    <>
      <p className="font-display text-7xl font-extrabold text-gold-600">404</p>
      <h1 className="heading-1 mt-4">Page Not Found</h1>
      <p className="lead mt-4">The page you are looking for does not exits.</p>
      <Link href="/" className="btn-primary mt-8">
        Go to Home
      </Link>
    </>
  );
}

export const NOT_FOUND_LAYOUT = 'container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center';
