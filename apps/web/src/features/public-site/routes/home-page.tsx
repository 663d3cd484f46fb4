import { HeroSection } from '../components/hero-section';
import { HowItWorks } from '../components/how-it-works';
import { LandingFooter } from '../components/landing-footer';
import { ModuleHighlights } from '../components/module-highlights';

/** `/`: the public landing page. A first version; the full page (menu, services, footer CTA) follows. */
export function HomePage() {
  return (
    <>
      <main>
        <HeroSection />
        <ModuleHighlights />
        <HowItWorks />
      </main>
      <LandingFooter />
    </>
  );
}
