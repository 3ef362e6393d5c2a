import Link from 'next/link';

/**
 * What every 404 says. The root 404 draws the page's own `<main>` (it renders outside any nested
 * layout); inside the site layout, which has its <main> already, it is a plain block. The heading
 * is the not-found page's 'Page Not Found' unless a page's own wording is given.
 */
export function NotFoundMessage({ landmark, heading = 'Page Not Found' }: { landmark: 'main' | 'none'; heading?: string }) {
  const Box = landmark === 'main' ? 'main' : 'div';
  return (
    <Box id={landmark === 'main' ? 'main' : undefined} className="container-page flex min-h-[70vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-extrabold text-gold-600">404</p>
      <h1 className="heading-1 mt-4">{heading}</h1>
      <p className="lead mt-4">The page you are looking for does not exits.</p>
      <Link href="/" className="btn-primary mt-8">
        Go to home
      </Link>
    </Box>
  );
}
