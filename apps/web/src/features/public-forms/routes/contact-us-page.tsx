import { Anchor, Text } from '@mantine/core';
import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconCalendarEvent, IconListCheck, IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactUsForm } from '../components/contact-us-form';
import { AsideCard, FormPage } from '../components/form-page';
import classes from '../components/public-forms.module.css';

/** /contact-us: the contact form (spec §2, §7). The public layout adds the menu and the footer. */
export function ContactUsPage() {
  usePageMeta({
    title: 'Contact Us',
    description:
      'Questions about tracking Amazon ratings, watching reviews or automating review requests? Send the Seller Tools team a message.',
  });
  return (
    <FormPage
      eyebrow="Contact us"
      title="Talk to the Seller Tools team"
      lead="Questions about tracking your ratings, watching new reviews or automating review requests? Tell us what you sell and where, and a person from our team will reply by email."
      aside={
        <>
          <AsideCard
            icon={<IconListCheck size={22} color="var(--mantine-color-brand-6)" />}
            title="What happens next"
          >
            <ol className={classes.steps}>
              <li>Your message goes straight to our team's inbox.</li>
              <li>A person reads it and replies to the email address you gave us.</li>
              <li>If a call is easier, we suggest a time that suits you.</li>
            </ol>
          </AsideCard>
          <AsideCard
            icon={<IconCalendarEvent size={22} color="var(--mantine-color-brand-6)" />}
            title="Prefer to talk?"
          >
            <Text c="gray.8">
              Book a short intro call and we will walk you through Seller Tools for your own marketplaces.{' '}
              <Anchor component={Link} to={PUBLIC_ROUTES.scheduleSignup} fw={600}>
                Schedule an intro call
              </Anchor>
            </Text>
          </AsideCard>
          <AsideCard
            icon={<IconLogin2 size={22} color="var(--mantine-color-brand-6)" />}
            title="Already a customer?"
          >
            <Text c="gray.8">
              Sign in to see your ratings, reviews and review requests.{' '}
              <Anchor component={Link} to={PUBLIC_ROUTES.login} fw={600}>
                Sign in
              </Anchor>
            </Text>
          </AsideCard>
        </>
      }
    >
      <ContactUsForm />
    </FormPage>
  );
}
