import { SiteImage as Image } from '@/components/ui/site-image';
import { SectionHeading } from '@/components/blocks/section-heading';
import { gallery } from '@/content/gallery';
import { keyPoints } from '@/content/home';
import { KeyPoints } from './key-points';

/** Home section 4: four expandable points beside an illustration. */
export function KeyPointsSection() {
  const picture = gallery[0]!;
  return (
    <section aria-labelledby="key-points-heading" className="section">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-16">
        <div className="relative mx-auto aspect-[4/5] w-full max-w-md overflow-hidden rounded-[2rem] bg-sand-100 max-lg:hidden">
          <Image src={picture.Img} alt={picture.alt} fill sizes="(min-width: 1024px) 448px, 0px" className="object-cover" />
        </div>
        <div>
          <SectionHeading
            id="key-points-heading"
            align="left"
            eyebrow="Why it feels easy"
            title="Visa help that works around your life"
            lead="We take on the paperwork, the appointments and the follow-up, so you can focus on your trip."
          />
          <div className="mt-8">
            <KeyPoints points={keyPoints} />
          </div>
        </div>
      </div>
    </section>
  );
}
