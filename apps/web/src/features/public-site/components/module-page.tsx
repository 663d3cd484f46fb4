import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/page-meta';
import type { TModulePageContent } from '../content/types';
import { HydrationUnit } from './hydration-unit';
import { BenefitGrid } from './sections/benefit-grid';
import { FaqSection } from './sections/faq-section';
import { PageHero } from './sections/page-hero';
import { RelatedLinks } from './sections/related-links';
import { StepsSection } from './sections/steps-section';

/** A service or feature page: the hero with its mock-up, what it does, how it works, questions, related. */
export function ModulePage({ content, visual }: { content: TModulePageContent; visual: ReactNode }) {
  usePageMeta(content.meta);
  // Each section hydrates on its own (see HydrationUnit).
  return (
    <>
      <HydrationUnit>
        <PageHero
          eyebrow={content.eyebrow}
          title={content.title}
          lead={content.lead}
          highlights={content.highlights}
          visual={visual}
        />
      </HydrationUnit>
      <HydrationUnit>
        <BenefitGrid id="benefits" {...content.benefits} />
      </HydrationUnit>
      <HydrationUnit>
        <StepsSection id="how-it-works" {...content.steps} alt />
      </HydrationUnit>
      <HydrationUnit>
        <FaqSection id="faq" questions={content.faq} />
      </HydrationUnit>
      <HydrationUnit>
        <RelatedLinks id="related" paths={content.related} alt />
      </HydrationUnit>
    </>
  );
}
