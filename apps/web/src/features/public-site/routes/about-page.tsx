import { Anchor, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconEye, IconHeartHandshake, IconLock, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { HeroIllustration } from '../components/hero-illustration';
import { BenefitGrid } from '../components/sections/benefit-grid';
import { PageHero } from '../components/sections/page-hero';
import classes from '../components/sections/sections.module.css';
import { StepsSection } from '../components/sections/steps-section';

const VALUES = [
  {
    icon: IconShieldCheck,
    title: "Amazon's rules come first",
    text: "Everything we do goes through Amazon's official APIs and Amazon's own review request. A tool that risks your account is not a tool, it is a liability.",
  },
  {
    icon: IconLock,
    title: 'Your data stays yours',
    text: 'We read what the services need and nothing more, keep the keys to your account encrypted, and never sell or share your data.',
  },
  {
    icon: IconEye,
    title: 'Honest numbers',
    text: 'A request Amazon refused is not a request sent. We show what really happened, including when the answer is that nothing did.',
  },
  {
    icon: IconHeartHandshake,
    title: 'Built with sellers',
    text: 'What we build next comes from what sellers tell us they need. Tell us yours through the contact form; we read every message.',
  },
];

const TIMELINE = [
  {
    title: 'Monitoring that never sleeps',
    text: 'Product Ratings Tracker and Review Observer check every product you sell, every day, in every marketplace.',
  },
  {
    title: 'Routine work, automated',
    text: "Review requests, alerts and tags run on rules you set once, inside Amazon's limits.",
  },
  {
    title: 'One summary a day',
    text: 'A morning email tells you what changed, so you only open the dashboard when it matters.',
  },
];

/** /about-us (spec §2). */
export function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description:
      'Seller Tools builds compliant, honest tools that help Amazon sellers keep their ratings high and their reviews growing, temporarily free of charge.',
  });
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="We help Amazon sellers earn the reviews their products deserve"
        visual={<HeroIllustration />}
        lead="Reviews and ratings decide which listing a shopper buys from, yet most sellers learn about a falling rating weeks late and ask for reviews by hand, one order at a time. Seller Tools exists to change that: to watch every product for you, ask every buyer the way Amazon allows, and tell you each morning what needs you."
      />
      <section className={classes.section} aria-labelledby="story-title">
        <Container size="md">
          <Title order={2} id="story-title" className={classes.sectionTitle} mb="lg">
            Why we built Seller Tools
          </Title>
          <Text className={classes.lead} mb="md">
            Running an Amazon business means watching dozens or thousands of listings across several
            marketplaces. The information is all there, in Seller Central, on product pages and in order
            reports, but nobody has the hours to read it every day. Problems show up late: a batch with a
            defect, a listing image that sets the wrong expectation, a competitor's change that shifts your
            reviews.
          </Text>
          <Text className={classes.lead} mb="md">
            We build the tools that read it for you. They connect through Amazon's official Selling Partner
            API, follow Amazon's policies to the letter, and turn a flood of data into a short list of things
            to do. Sellers who use them spend their time on products, suppliers and customers, not on
            refreshing pages.
          </Text>
          <Text className={classes.lead}>
            Seller Tools is temporarily free of charge while we grow it together with the sellers who use it.
            If you have a question or an idea,{' '}
            <Anchor component={Link} to={PUBLIC_ROUTES.contactUs} inherit fw={700}>
              contact us
            </Anchor>
            .
          </Text>
        </Container>
      </section>
      <BenefitGrid
        columns={4}
        id="values"
        title="What we stand for"
        intro="Four promises behind every feature we ship."
        items={VALUES}
        alt
      />
      <StepsSection id="what-we-do" title="What we do for you" items={TIMELINE} />
      <section className={`${classes.section} ${classes.sectionAlt}`} aria-labelledby="numbers-title">
        <Container size="lg">
          <Title order={2} id="numbers-title" className={classes.sectionTitle} ta="center" mb={40}>
            Seller Tools at a glance
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {[
              { figure: '3', label: 'Amazon regions: North America, Europe and the Far East' },
              { figure: '1', label: 'dashboard for every store and marketplace of your company' },
              { figure: '$0', label: 'to start: the service is temporarily free of charge' },
            ].map(({ figure, label }) => (
              <div key={label} className={classes.card} style={{ textAlign: 'center' }}>
                <Text fw={800} fz={44} c="brand.7" lh={1}>
                  {figure}
                </Text>
                <Text className={classes.cardText} mt="sm">
                  {label}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
}
