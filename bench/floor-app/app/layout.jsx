// The benchmark's floor (DESIGN.md, "Measuring performance"): a bare Next.js app with one page
// and one heading, built with this repository's Next version. Budgets are read beside it.
export const metadata = { title: 'Floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
