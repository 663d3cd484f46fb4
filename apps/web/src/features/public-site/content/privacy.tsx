import {
  CALIFORNIA_REQUEST_DAYS,
  COOKIE_EXPIRY_DAYS,
  PRIVACY_CORRECTION_BUSINESS_DAYS,
  PRIVACY_MINIMUM_AGE,
  PUBLIC_ROUTES,
} from '@seller-tools/contract';
import { Link } from 'react-router';
import type { TLegalSection } from '../components/legal/legal-document';

// The Privacy Policy (spec §2, §9: corrections answered within 45 business days, California requests within
// 30 days, minimum age 16). It describes what the service really collects and keeps.

const contactLink = <Link to={PUBLIC_ROUTES.contactUs}>contact form</Link>;

export const PRIVACY_INTRO = (
  <>
    <p>
      This Privacy Policy explains what personal information Seller Tools ("Seller Tools", "we", "us" or
      "our") collects when you visit our website or use our web application and services (the "Service"), how
      we use and protect it, and the choices and rights you have.
    </p>
    <p>
      Seller Tools is responsible for the personal information described here. Where we process information on
      behalf of a business customer, for example data about that customer's Amazon orders, we do so on its
      instructions and the customer decides what happens to it.
    </p>
  </>
);

export const PRIVACY_SECTIONS: readonly TLegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            Account information: your full name, email address, company name and password. We store the
            password only as a salted one-way hash, never in readable form.
          </li>
          <li>
            Messages and requests: what you send through our contact form or when you ask for an introductory
            call, such as your name, email address, company and message.
          </li>
          <li>Preferences: the notifications and emails you choose to receive.</li>
        </ul>
        <h3>Information from your Amazon seller account</h3>
        <p>
          When you connect a seller account and approve the access on Amazon's authorization page, we receive
          from Amazon, through its official APIs, the information the Service needs: your seller and
          marketplace identifiers; your catalog and listing details; order information such as order numbers,
          dates, status, delivery and refund details needed to time review requests and apply your exclusion
          rules; and, for the modules you use, advertising, inventory and reimbursement data. We also receive
          an authorization token that lets us make these requests on your behalf.
        </p>
        <h3>Information from public sources</h3>
        <p>
          We read the public Amazon product pages of your products to record their ratings, rating counts and
          reviews, including the public reviewer names shown with the reviews.
        </p>
        <h3>Information collected automatically</h3>
        <p>
          When you use the website or the Service our servers record technical information such as your IP
          address, browser type, the pages you open and the date and time, to keep the Service secure and
          working.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use information',
    body: (
      <ul>
        <li>to create and run your account, sign you in and keep your session secure;</li>
        <li>
          to provide the Service: track ratings and reviews, send review requests through Amazon on your
          rules, and send you the summaries and alerts you choose;
        </li>
        <li>to answer your messages and requests and to give you support;</li>
        <li>
          to send you service emails, such as verification codes and security notices, and, if you agree, news
          about the Service;
        </li>
        <li>
          to protect the Service and our users, prevent abuse and fraud, and enforce our Terms of Service;
        </li>
        <li>
          to understand how the Service is used and improve it, using aggregated information wherever
          possible; and
        </li>
        <li>to comply with the law.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases (EEA, UK and Switzerland)',
    body: (
      <p>
        If the GDPR or a similar law applies to you, we process personal information because it is necessary
        to perform our contract with you (providing the Service), for our legitimate interests (securing and
        improving the Service and answering enquiries, balanced against your rights), with your consent
        (marketing emails, which you can withdraw at any time), or to comply with legal obligations.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>We do not sell or rent your personal information. We share it only:</p>
        <ul>
          <li>
            with service providers who host the Service, deliver our emails or support our operations, under
            contracts that allow them to use the information only to provide their services to us;
          </li>
          <li>
            with Amazon, as part of the requests the Service makes on your behalf, such as review requests;
          </li>
          <li>
            when the law requires it, or to protect the rights, property or safety of Seller Tools, our users
            or others;
          </li>
          <li>
            with a buyer or successor if our business is merged, sold or reorganised, who will remain bound by
            this policy; and
          </li>
          <li>with anyone else when you ask us to.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use only the cookies and browser storage the Service needs to work: to keep you signed in, to
        remember your email address if you choose "remember me", and to keep your progress while you register.
        A sign-in that you ask us to remember lasts {COOKIE_EXPIRY_DAYS} days. We do not use advertising
        cookies or third-party tracking. Blocking these cookies in your browser will stop sign-in from
        working.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep account information and the data of your seller accounts for as long as your account is
        active. When you close your account or disconnect a seller account, we delete the related data or make
        it anonymous within 90 days, except where we must keep some of it longer by law, for example records
        of transactions, or to resolve disputes. Server logs are kept for up to 90 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <p>
        We protect personal information with technical and organisational measures suited to the risk:
        encrypted connections, passwords stored only as strong one-way hashes, the authorization tokens of
        your seller accounts encrypted at rest, access limited to the people who need it, and limits on
        sign-in attempts. No method of transmission or storage is completely secure, but we work to protect
        your information and will notify you and the authorities of a breach where the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>know what personal information we hold about you and get a copy of it;</li>
          <li>have inaccurate or incomplete information corrected;</li>
          <li>have your information deleted;</li>
          <li>receive your information in a portable format;</li>
          <li>object to or restrict certain processing; and</li>
          <li>withdraw your consent at any time, without affecting processing that took place before.</li>
        </ul>
        <p>
          You can correct most account details yourself in the Service. To make any other request, write to us
          through our {contactLink}. We may ask you to confirm your identity before we act on a request. We
          answer correction requests within {PRIVACY_CORRECTION_BUSINESS_DAYS} business days.
        </p>
        <p>
          You can unsubscribe from marketing emails with the link in every such email or in your notification
          settings, and you can revoke our access to your Amazon seller account at any time in Seller Central.
          If you are in the EEA, the UK or Switzerland, you may also complain to your data protection
          authority.
        </p>
      </>
    ),
  },
  {
    id: 'california',
    title: 'Your California privacy rights',
    body: (
      <>
        <p>
          If you are a California resident, the California Consumer Privacy Act, as amended by the California
          Privacy Rights Act, gives you the right to know what personal information we collect, use and
          disclose; to have it deleted or corrected; and not to be discriminated against for exercising these
          rights.
        </p>
        <p>
          In the past 12 months we collected the categories of information described in "Information we
          collect": identifiers and contact details, commercial information from your seller accounts, and
          internet activity on our Service, for the purposes described in "How we use information". We do not
          sell or share personal information for cross-context behavioural advertising, and we do not use
          sensitive personal information beyond what is needed to provide the Service.
        </p>
        <p>
          To make a request, use our {contactLink}; you may also have an authorised agent make it for you. We
          will confirm receipt and respond to California requests within {CALIFORNIA_REQUEST_DAYS} days.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        We and our service providers may process information in countries other than yours, including the
        United States. Where the law requires it, we protect such transfers with appropriate safeguards, such
        as the standard contractual clauses approved by the European Commission.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        The Service is made for businesses and is not directed to children. We do not knowingly collect
        personal information from anyone under {PRIVACY_MINIMUM_AGE} years of age. If you believe a child
        under {PRIVACY_MINIMUM_AGE} has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this Privacy Policy from time to time. We will post the new version here with its date
        and, if the changes are significant, tell you by email or in the Service before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For any question about this policy or your information, or to exercise your rights, write to us
        through our {contactLink}.
      </p>
    ),
  },
];
