import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

/** One answer: a heading members can jump between, and a few short paragraphs. */
function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} fw={700}>
      {children}
    </Anchor>
  );
}

// Issue 25: what members ask the office most, in plain words, open to everyone signed in or not. A section per
// question, so a reader past 65 on a phone finds theirs by its heading.
export function HelpPage() {
  const config = useSiteConfig();
  return (
    <Stack gap="xl" maw={720}>
      <div>
        <PageTitle>Help</PageTitle>
        <Text>
          Answers to the questions members ask the club office most. If yours is not here, the office is glad
          to help: see Contacting the office at the end of this page.
        </Text>
      </div>

      <HelpSection id="help-renewing" title="Renewing your membership">
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Online:
            </Text>{" "}
            sign in, open <PageLink to="/my-profile/member-info">Member Info</PageLink> and press Renew My
            Membership. Check your choices, then pay online.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              From the reminder e-mail:
            </Text>{" "}
            the renewal reminder has a link to renew. Tap it: your renewal opens with last year's choices,
            without a password. Check them and pay.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              By cheque:
            </Text>{" "}
            see Paying by cheque below.
          </List.Item>
        </List>
        <Text>
          {`Paying online adds a convenience fee of ${config.convenienceFeePercent}% to the total; a cheque has no fee.`}
        </Text>
      </HelpSection>

      <HelpSection id="help-cheque" title="Paying by cheque">
        <Text>
          {`Make your cheque payable to the ${config.clubName} and write your member number on it. Post it, with the slip from your renewal letter if you have it, to the club office:`}
        </Text>
        <Text component="address" fs="normal" style={{ whiteSpace: "pre-line" }}>
          {`${config.clubName}\n${config.officeAddress}`}
        </Text>
        <Text>
          The office renews your membership when your cheque arrives; Membership Details then shows your new
          dues date.
        </Text>
      </HelpSection>

      <HelpSection id="help-password" title="If you forgot your password">
        <Text>
          On the sign-in page, choose Forgot Password, or go straight to{" "}
          <PageLink to="/reset-password">Reset your password</PageLink>. Enter the e-mail address you use with
          the club and we send you a link to choose a new password.
        </Text>
        <Text>
          The link works once and not for long. If it no longer works, ask for a new one the same way.
        </Text>
      </HelpSection>

      <HelpSection id="help-car" title="Adding a car">
        <Text>
          Sign in and open <PageLink to="/my-profile/my-vehicles">My Vehicles</PageLink>. Press Add a Vehicle,
          fill in what you know about the car, add photos if you have them, and save.
        </Text>
        <Text>
          The club checks each car you add. Until it is approved it shows as "Pending club approval" and
          cannot be used to register for events.
        </Text>
      </HelpSection>

      <HelpSection id="help-card" title="Your membership card and receipts">
        <Text>
          Sign in and open <PageLink to="/my-profile/membership-details">Membership Details</PageLink>. Your
          membership card is there, to print or to show on your phone, and so are your payments, each with a
          receipt to download.
        </Text>
      </HelpSection>

      <HelpSection id="help-contact" title="Contacting the office">
        <Text>
          E-mail: <Anchor href={`mailto:${config.officeEmail}`}>{config.officeEmail}</Anchor>
        </Text>
        <Text>
          Telephone: {/* A phone number reads whole, never split over two lines. */}
          <Anchor href={`tel:${config.officePhone.replace(/[^\d+]/g, "")}`} style={{ whiteSpace: "nowrap" }}>
            {config.officePhone}
          </Anchor>
        </Text>
        <Text>
          Or write to us through the{" "}
          <Anchor href={config.contactUrl}>contact page of the club's website</Anchor>.
        </Text>
      </HelpSection>
    </Stack>
  );
}
