export default function FloorPage() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
    </main>
  );
}
