import { List } from '@mantine/core';
import { IS_FREE_OF_CHARGE, PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconCircleCheck, IconPresentation, IconRocket } from '@tabler/icons-react';
import { usePageMeta } from '../../../lib/page-meta';
import { AsideCard, AsideLink, FormPage } from '../components/form-page';
import { ScheduleSignupForm } from '../components/schedule-signup-form';

const COVERED = [
  'Tracking the star rating of every product, day by day',
  'Alerts for new and critical reviews as they arrive',
  "Sending Amazon's own review request automatically",
  'Your questions, with your marketplaces and volume in mind',
];

/** /schedule-signup: ask for an intro call (spec §2). The public layout adds the menu and the footer. */
export function ScheduleSignupPage() {
  usePageMeta({
    title: 'Schedule an Intro Call',
    description:
      'Book a free intro call with Seller Tools: see rating tracking, review alerts and review request automation for your Amazon marketplaces.',
  });
  return (
    <FormPage
      eyebrow="Intro call"
      title="Schedule your intro call"
      lead={`Tell us about your store and when suits you. We will email you to confirm a time and walk you through Seller Tools with your own marketplaces in mind${IS_FREE_OF_CHARGE ? ', free of charge and without commitment' : ''}.`}
      aside={
        <>
          <AsideCard icon={IconPresentation} title="What we cover">
            <List
              spacing={8}
              c="gray.8"
              icon={<IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />}
            >
              {COVERED.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </AsideCard>
          <AsideCard icon={IconRocket} title="Rather start right away?">
            <AsideLink to={PUBLIC_ROUTES.marketSelect} label="Start now">
              Choose your marketplace and create your account in a few minutes.
            </AsideLink>
          </AsideCard>
        </>
      }
    >
      <ScheduleSignupForm />
    </FormPage>
  );
}
