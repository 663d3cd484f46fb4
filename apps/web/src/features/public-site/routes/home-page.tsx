import { usePageMeta } from '../../../lib/page-meta';
import { FeatureCards } from '../components/feature-cards';
import { HeroSection } from '../components/hero-section';
import { HowItWorks } from '../components/how-it-works';
import { HydrationUnit } from '../components/hydration-unit';
import { ModuleHighlights } from '../components/module-highlights';
import { FaqSection } from '../components/sections/faq-section';
import { ServiceShowcase } from '../components/service-showcase';
import { TrustStrip } from '../components/trust-strip';
import { HOME_FAQ, HOME_META } from '../content/home';

/** `/`: the public landing page, inside the public layout's menu and footer. */
export function HomePage() {
  // No page title of its own: the home page carries the site's title.
  usePageMeta(HOME_META);
  // Each section hydrates on its own (see HydrationUnit).
  return (
    <>
      <HydrationUnit>
        <HeroSection />
      </HydrationUnit>
      <HydrationUnit>
        <TrustStrip />
      </HydrationUnit>
      <HydrationUnit>
        <ServiceShowcase />
      </HydrationUnit>
      <HydrationUnit>
        <FeatureCards />
      </HydrationUnit>
      <HydrationUnit>
        <ModuleHighlights />
      </HydrationUnit>
      <HydrationUnit>
        <HowItWorks />
      </HydrationUnit>
      <HydrationUnit>
        <FaqSection id="faq" questions={HOME_FAQ} />
      </HydrationUnit>
    </>
  );
}
