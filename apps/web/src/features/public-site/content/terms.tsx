import { PUBLIC_ROUTES, TERMS_MINIMUM_AGE } from '@seller-tools/contract';
import { Link } from 'react-router';
import type { TLegalSection } from '../components/legal/legal-document';

// The Terms of Service (spec §2, §9: minimum age 18). Written for the service as it is: a business tool
// that connects to Amazon seller accounts with the seller's authorization, temporarily free of charge.

export const TERMS_INTRO = (
  <>
    <p>
      These Terms of Service ("Terms") are an agreement between you and Seller Tools ("Seller Tools", "we",
      "us" or "our") about your use of the Seller Tools website and web application, including Product Ratings
      Tracker, Review Observer, Review Request Automation and every other module and feature we offer
      (together, the "Service").
    </p>
    <p>
      Please read them carefully. By creating an account, connecting a seller account or otherwise using the
      Service you accept these Terms. If you do not agree, do not use the Service.
    </p>
  </>
);

export const TERMS_SECTIONS: readonly TLegalSection[] = [
  {
    id: 'eligibility',
    title: 'Who may use the Service',
    body: (
      <>
        <p>
          You must be at least {TERMS_MINIMUM_AGE} years old and able to form a binding contract to use the
          Service. The Service is made for businesses that sell on Amazon marketplaces and is not intended for
          personal, household or consumer use.
        </p>
        <p>
          If you use the Service on behalf of a company or other organisation, you confirm that you have the
          authority to accept these Terms for it, and "you" means that organisation as well as you.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          To use the Service you create a company account with your name, a working email address, your
          company name and a password, and you verify your email address with the code we send to it. You
          agree to give accurate information and to keep it up to date.
        </p>
        <ul>
          <li>Keep your password secret and do not share your login with anyone.</li>
          <li>
            Invite colleagues as their own users instead of sharing one login; you are responsible for the
            users you add and for what they do in your account.
          </li>
          <li>
            Tell us at once through our <Link to={PUBLIC_ROUTES.contactUs}>contact form</Link> if you believe
            your account has been used without your permission.
          </li>
        </ul>
        <p>
          You are responsible for all activity in your account, except where it results from our own fault.
        </p>
      </>
    ),
  },
  {
    id: 'amazon-connection',
    title: 'Connecting your Amazon seller account',
    body: (
      <>
        <p>
          Most of the Service works on data from your Amazon seller account. You connect it on Amazon's own
          authorization page, where Amazon shows you the access Seller Tools asks for. By approving it you
          authorise us to use that access to provide the Service to you, including to read your catalog,
          orders and reports and to send Amazon's own review requests for your orders when you switch that on.
        </p>
        <p>
          You may revoke this authorization at any time in Seller Central; parts of the Service then stop
          working. You remain bound by your agreements with Amazon, including the Amazon Services Business
          Solutions Agreement and Amazon's program policies, and you are responsible for how you use the
          Service in relation to them.
        </p>
        <p>
          Seller Tools is an independent service. It is not made, endorsed or sponsored by Amazon. Amazon and
          all related marks are trademarks of Amazon.com, Inc. or its affiliates.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The Service',
    body: (
      <>
        <p>
          The Service helps you monitor and manage your Amazon business: it tracks product ratings and
          reviews, sends review requests through Amazon's official tools on the rules you set, sends you
          summaries and alerts, and offers further modules such as violation monitoring, advertising
          management, reports and reimbursement recovery.
        </p>
        <p>
          We work continually on the Service and may add, change or remove features. If we remove a feature
          that you actively use in a way that materially reduces the Service, we will tell you in advance
          where we reasonably can.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <>
        <p>
          The Service is currently provided free of charge. This is temporary. Before we introduce fees for
          any part of the Service you use, we will notify you by email at least 30 days in advance and
          describe the fees. Paid features will only be charged if you agree to them; if you do not, you may
          stop using them or close your account.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to, and not to let anyone else:</p>
        <ul>
          <li>use the Service in breach of any law or of Amazon's policies that apply to you;</li>
          <li>
            use the Service to manipulate reviews or ratings, for example by offering incentives for reviews,
            asking only satisfied buyers for reviews, or posting or buying fake reviews;
          </li>
          <li>
            access accounts or data you are not authorised to access, or connect a seller account that is not
            yours;
          </li>
          <li>
            probe, scan or test the Service's security, interfere with its operation, or send it traffic
            designed to overload it;
          </li>
          <li>
            copy, decompile or reverse engineer the Service, except where the law expressly allows it despite
            this restriction;
          </li>
          <li>resell, sublicense or provide the Service to third parties as a service of your own; or</li>
          <li>upload malicious code or content that is unlawful, infringing or abusive.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data',
    body: (
      <>
        <p>
          You keep all rights in the data you give us and that we receive from your seller account ("Your
          Data"). You grant us the right to host, copy, process and display Your Data only as needed to
          provide, secure and improve the Service for you and as described in our{' '}
          <Link to={PUBLIC_ROUTES.privacyPolicy}>Privacy Policy</Link>.
        </p>
        <p>
          We may use aggregated information that cannot identify you, your company or your buyers to
          understand and improve the Service. We never sell Your Data.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: (
      <>
        <p>
          The Service, including its software, design, texts and graphics, belongs to Seller Tools and its
          licensors. We grant you a limited, non-exclusive, non-transferable right to use the Service for your
          business during the term of these Terms. No other rights are granted.
        </p>
        <p>
          If you send us ideas or suggestions, we may use them without obligation to you; doing so does not
          give us any rights in Your Data.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <p>
        The Service works with services we do not control, above all Amazon's marketplaces and APIs, and it
        may link to other websites, such as the scheduling page for an introductory call. Their availability,
        content and terms are their providers' responsibility. In particular, Amazon decides whether and when
        a review request is sent, how reviews and ratings are shown, and what data its APIs return.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and support',
    body: (
      <p>
        We aim to keep the Service available at all times but do not guarantee uninterrupted or error-free
        operation. We may carry out maintenance, preferably at quiet hours, and may limit use that puts the
        Service or other users at risk. You can reach our support through the{' '}
        <Link to={PUBLIC_ROUTES.contactUs}>contact form</Link>.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          The Service is provided "as is" and "as available". To the extent permitted by law, we disclaim all
          warranties, express or implied, including warranties of merchantability, fitness for a particular
          purpose and non-infringement.
        </p>
        <p>
          We do not promise any particular number of reviews, rating, sales or reimbursement. Data shown in
          the Service comes from Amazon and from public product pages and may be delayed, incomplete or
          changed by Amazon. Decisions you take on the basis of the Service are your own.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent permitted by law, Seller Tools will not be liable for any indirect, incidental,
          special, consequential or punitive damages, or for any loss of profits, revenue, goodwill or data,
          arising out of or relating to the Service or these Terms.
        </p>
        <p>
          To the extent permitted by law, our total liability for all claims arising out of or relating to the
          Service or these Terms is limited to the greater of the amounts you paid us for the Service in the
          twelve months before the claim arose and one hundred US dollars (USD 100).
        </p>
        <p>
          Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud
          or for death or personal injury caused by negligence.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You will defend and indemnify Seller Tools against claims by third parties, including Amazon, and the
        resulting losses and reasonable costs, to the extent they arise from your breach of these Terms, your
        breach of your agreements with Amazon, or your unlawful use of the Service.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          You may stop using the Service and ask us to close your account at any time through our{' '}
          <Link to={PUBLIC_ROUTES.contactUs}>contact form</Link>.
        </p>
        <p>
          We may suspend or close your account if you materially breach these Terms, if your use puts the
          Service, other users or Amazon's systems at risk, or if the law requires it. Where reasonable we
          will tell you first and give you the chance to put things right. We may also end the Service as a
          whole with at least 60 days' notice.
        </p>
        <p>
          When your account is closed, your right to use the Service ends and we delete or anonymise Your Data
          as described in our Privacy Policy. Sections that by their nature should survive, such as
          disclaimers, limitation of liability and indemnity, survive termination.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms from time to time. We will post the new version here with its date and, for
        material changes, notify you by email or in the Service at least 30 days before they take effect. If
        you keep using the Service after that, you accept the new Terms; if you do not accept them, you may
        close your account.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These Terms are governed by the laws of the State of Delaware, United States, without regard to its
        conflict-of-laws rules. The state and federal courts located in Delaware have exclusive jurisdiction
        over any dispute arising out of or relating to these Terms or the Service, unless the law of your
        country gives you the right to bring proceedings in your own courts.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <p>
        These Terms, together with our Privacy Policy, are the entire agreement between you and us about the
        Service. If a provision is found unenforceable, the rest remains in force. Not enforcing a provision
        is not a waiver of it. You may not transfer your rights under these Terms without our consent; we may
        transfer ours to a successor of our business, and will tell you if we do.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these Terms? We answer every message sent through our{' '}
        <Link to={PUBLIC_ROUTES.contactUs}>contact form</Link>.
      </p>
    ),
  },
];
