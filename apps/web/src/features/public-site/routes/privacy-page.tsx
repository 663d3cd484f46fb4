import { usePageMeta } from '../../../lib/page-meta';
import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../content/privacy';

/** /privacy-policy (spec §2): last updated Sept 7 2022, with the menu and footer of the public layout. */
export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What personal information Seller Tools collects, how we use and protect it, and how to exercise your privacy rights, including California rights.',
  });
  return <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
