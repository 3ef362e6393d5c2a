import { SiteImage as Image } from '@/components/ui/site-image';

/** A staff member's round photo, or their initials on the brand colour when they have none. */
export function AuthorPhoto({ name, photoURL, size }: { name: string; photoURL: string; size: number }) {
  if (photoURL) return <Image src={photoURL} alt="" width={size} height={size} className="shrink-0 rounded-full bg-sky-100 object-cover" style={{ width: size, height: size }} />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <span aria-hidden="true" className="flex shrink-0 items-center justify-center rounded-full bg-navy-900 font-display font-bold text-white" style={{ width: size, height: size }}>
      {initials}
    </span>
  );
}
