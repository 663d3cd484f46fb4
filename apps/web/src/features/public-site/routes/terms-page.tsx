import { TERMS_MINIMUM_AGE } from '@seller-tools/contract';
import { usePageMeta } from '../../../lib/page-meta';
import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_INTRO, TERMS_SECTIONS } from '../content/terms';

/** /terms-of-service (spec §2): last updated Sept 7 2022, with the menu and footer of the public layout. */
export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description: `The terms for using Seller Tools: accounts, connecting your Amazon seller account, acceptable use, fees and liability. Users must be ${TERMS_MINIMUM_AGE} or older.`,
  });
  return <LegalDocument title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
