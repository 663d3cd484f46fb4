import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconCalendarEvent, IconListCheck, IconLogin2 } from '@tabler/icons-react';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactUsForm } from '../components/contact-us-form';
import { AsideCard, AsideLink, FormPage } from '../components/form-page';
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
          <AsideCard icon={IconListCheck} title="What happens next">
            <ol className={classes.steps}>
              <li>Your message goes straight to our team's inbox.</li>
              <li>A person reads it and replies to the email address you gave us.</li>
              <li>If a call is easier, we suggest a time that suits you.</li>
            </ol>
          </AsideCard>
          <AsideCard icon={IconCalendarEvent} title="Prefer to talk?">
            <AsideLink to={PUBLIC_ROUTES.scheduleSignup} label="Schedule an intro call">
              Book a short intro call and we will walk you through Seller Tools for your own marketplaces.
            </AsideLink>
          </AsideCard>
          <AsideCard icon={IconLogin2} title="Already a customer?">
            <AsideLink to={PUBLIC_ROUTES.login} label="Sign in">
              Sign in to see your ratings, reviews and review requests.
            </AsideLink>
          </AsideCard>
        </>
      }
    >
      <ContactUsForm />
    </FormPage>
  );
}
