/** What a popup shows while its form's code arrives (forms are loaded on the first opening). */
export function FormLoading({ minHeight = 'min-h-80' }: { minHeight?: string }) {
  return (
    <p role="status" className={`flex ${minHeight} items-center justify-center text-sm text-muted`}>
      Loading the form…
    </p>
  );
}
