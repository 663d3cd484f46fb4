import { VERIFY_CODE_LENGTH } from '@seller-tools/contract';
import { StepsSection } from './sections/steps-section';

// The sign-up path of spec §1, as the visitor will live it.
const STEPS = [
  {
    title: 'Choose your marketplace',
    description: 'Pick the Amazon marketplace to start with, then create an account for your company.',
  },
  { title: 'Verify your email', description: `Enter the ${VERIFY_CODE_LENGTH}-digit code we send you.` },
  {
    title: 'Connect your seller account',
    description:
      "Approve Seller Tools on Amazon's own authorization page, and your dashboard starts filling in.",
  },
];

export function HowItWorks() {
  return (
    <StepsSection
      id="how-it-works"
      title="Up and running in three steps"
      intro="No installation and no credit card: everything runs in your browser."
      items={STEPS.map(({ title, description }) => ({ title, text: description }))}
      alt
    />
  );
}
