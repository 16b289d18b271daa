import { REFRESH_TOKEN_TTL_DAYS } from '@dawa/shared/auth/rules';
import { paths, SUPPORT_EMAIL } from '@/config/paths';
import { Bullets, ExternalLink, StaticPage, TextLink, type StaticSection } from './static-page';
import { useT } from '@/lib/i18n/use-t';

const sections: StaticSection[] = [
  {
    id: 'collect',
    heading: 'What we collect',
    body: (
      <Bullets
        items={[
          <>
            <strong>Your account:</strong> name, e-mail address, phone number, date of birth, country, state, city, PIN code and address if you add
            them to your profile, and your profile picture. Your password is stored only as a one-way hash (argon2id); nobody at Dawa can read it.
          </>,
          <>
            <strong>Your settings:</strong> notification, language, time zone and privacy choices.
          </>,
          <>
            <strong>Addresses</strong> you save for delivery.
          </>,
          <>
            <strong>Orders:</strong> the products, quantities and prices, the delivery address and phone number, GST details if you ask for a GST
            invoice, and the order&apos;s status history.
          </>,
          <>
            <strong>Payments:</strong> the method, amount, status and the payment provider&apos;s transaction reference. For cards we keep only the
            last 4 digits; the full card number and CVV are never stored or logged. UPI IDs are kept masked.
          </>,
          <>
            <strong>Health information:</strong> prescriptions you upload, health reports, appointments with our doctors and the reviews you write.
          </>,
          <>
            <strong>Newsletter:</strong> if you subscribe, your e-mail address and whether you confirmed or unsubscribed.
          </>,
          <>
            <strong>Technical data:</strong> our servers see your IP address to protect sign-in, registration and other forms against abuse (rate
            limits); it is not used to profile you.
          </>,
        ]}
      />
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <Bullets
        items={[
          'To run your account, verify your e-mail address and keep you signed in.',
          'To check prescriptions, dispense, deliver and invoice your orders, and to handle returns and refunds.',
          'To answer your questions and send the e-mails you ask for (verification codes, password resets, order updates, the newsletter if you confirmed it).',
          'To meet our legal duties as a pharmacy and a seller (records of prescription sales, tax invoices).',
          'We do not sell your data, and we do not use your health information for advertising.',
        ]}
      />
    ),
  },
  {
    id: 'health',
    heading: 'Your health information',
    body: (
      <p>
        Prescriptions and health reports are sensitive personal data. They are stored privately, never in a public folder, and are shown only to
        you when signed in and to the Dawa pharmacists, doctors and administrators who need them to serve you. The AI assistant gives general
        information only; do not type identity numbers or other details you do not need to share into it.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and storage in your browser',
    body: (
      <>
        <p>
          We use <strong>one cookie</strong>: the sign-in (refresh token) cookie, set when you log in. It is HTTP-only (scripts cannot read it),
          sent only to Dawa, lasts at most {REFRESH_TOKEN_TTL_DAYS} days and is removed when you log out. There are no advertising, analytics or
          third-party cookies.
        </p>
        <p>
          Your browser&apos;s own storage keeps your cart and promo code, your wishlist, your light or dark theme, the account section you opened
          last and the name shown in the header while you are signed in, so they survive a reload. They stay on your device; clearing your browser
          data removes them.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <Bullets
        items={[
          'Payment providers (PhonePe and our card, UPI and net banking gateway) receive what they need to take your payment.',
          'Delivery partners receive your name, delivery address and phone number.',
          'Our e-mail service delivers the e-mails we send you.',
          'If the operator connects an external AI service, the text you type into the assistant is sent to it to produce the answer.',
          'Authorities, only when the law requires it (for example a drug inspector checking prescription records).',
        ]}
      />
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    body: (
      <p>
        Connections are encrypted (HTTPS). Sign-in uses short-lived access tokens and a refresh token that changes on every use; a stolen, reused
        token ends all sessions of its family. Every account can see only its own orders, addresses and documents, and repeated failed sign-ins are
        slowed down. Only staff who need your data to serve you can access it.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    body: (
      <>
        <p>Under the Digital Personal Data Protection Act, 2023 you can:</p>
        <Bullets
          items={[
            <>
              <strong>Access and portability:</strong> under <TextLink to={paths.profile('settings')}>My Account &gt; Settings</TextLink>, choose
              &quot;Download my data&quot;. You get a file named my-data.json with your profile, settings, orders with their tracking, addresses,
              reviews, newsletter subscription, saved cart, appointments, health reports and prescriptions, in a format other services can read.
            </>,
            <>
              <strong>Correction:</strong> edit your details on your <TextLink to={paths.profile()}>profile</TextLink> at any time.
            </>,
            <>
              <strong>Deletion:</strong> under Settings, choose &quot;Delete Account&quot;. Your profile, picture, settings, addresses, saved cart,
              newsletter subscription and saved health information are removed and you are logged out everywhere. Past orders and their invoices
              (with the delivery name, address and phone printed on them) are kept only as pharmacy and tax law requires, no longer linked to your
              account&apos;s name, e-mail or phone. Your reviews stay, shown as written by &quot;Dawa customer&quot;.
            </>,
            <>
              <strong>Opt-out:</strong> switch off e-mail, SMS and promotional messages in Settings, and leave the newsletter with the unsubscribe
              link in any newsletter e-mail.
            </>,
            <>
              <strong>Grievance and nomination:</strong> write to <ExternalLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ExternalLink> or to
              our Grievance Officer (see <TextLink to={paths.legal()}>Legal</TextLink>). If we do not resolve your complaint you may approach the Data
              Protection Board of India.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        Account data stays while your account exists. Order, invoice and prescription-sale records are kept for as long as pharmacy and tax laws
        require, then erased. Newsletter data is kept until you unsubscribe (then only the address and that it left, so it is never mailed again)
        or you delete your account. Verification codes and links expire within minutes to days and are then useless.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: <p>Dawa accounts are for adults (18 and over). A parent or guardian should order for a child and keep the child&apos;s prescriptions in their own account.</p>,
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: <p>When we change this policy we update the date at the top, and for important changes we tell account holders by e-mail before they apply.</p>,
  },
];

/** /privacy: what the store keeps, why, and how to download or delete it. */
export function PrivacyPage() {
  const t = useT('content');
  return (
    <StaticPage
      title={t('privacy.title')}
      description={t('privacy.meta')}
      textLanguage="en"
      updated="2026-11-21"
      intro={
        <p>
          Dawa (&quot;we&quot;) runs this online pharmacy. This policy explains which personal data we keep, why, and the choices you have. The
          operator&apos;s legal details are on the <TextLink to={paths.legal()}>Legal</TextLink> page.
        </p>
      }
      sections={sections}
    />
  );
}
