import { Anchor, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageSection } from "../../../components/page-section.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";

function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} fw={700}>
      {children}
    </Anchor>
  );
}

// Issue 25: what members ask the office most, in plain words, open to everyone signed in or not. A section per
// question, so a reader past 65 on a phone finds theirs by its heading. Issue 40: the car's record, events and the
// gate, judging, and privacy too, each linking to its screen.
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

      <PageSection id="help-renewing" title="Renewing your membership">
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
      </PageSection>

      <PageSection id="help-cheque" title="Paying by cheque">
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
      </PageSection>

      <PageSection id="help-password" title="If you forgot your password">
        <Text>
          On the sign-in page, choose Forgot Password, or go straight to{" "}
          <PageLink to="/reset-password">Reset your password</PageLink>. Enter the e-mail address you use with
          the club and we send you a link to choose a new password.
        </Text>
        <Text>
          The link works once and not for long. If it no longer works, ask for a new one the same way.
        </Text>
      </PageSection>

      <PageSection id="help-car" title="Adding a car">
        <Text>
          Sign in and open <PageLink to="/my-profile/my-vehicles">My Vehicles</PageLink>. Press Add a Vehicle,
          fill in what you know about the car, add photos if you have them, and save.
        </Text>
        <Text>
          The club checks each car you add. Until it is approved it shows as "Pending club approval" and
          cannot be used to register for events.
        </Text>
      </PageSection>

      <PageSection id="help-card" title="Your membership card and receipts">
        <Text>
          Sign in and open <PageLink to="/my-profile/membership-details">Membership Details</PageLink>. Your
          membership card is there, to print or to show on your phone, and so are your payments, each with a
          receipt to download.
        </Text>
      </PageSection>

      <PageSection id="help-car-record" title="Your car's record">
        <Text>
          The club keeps a record of each car: who owned it and when, the events it was brought to, and the
          awards it won at judged meets. In{" "}
          <PageLink to="/my-profile/my-vehicles">your garage (My Vehicles)</PageLink>, press History on a car
          to read it.
        </Text>
        <Text>
          When you sell a car to another member, offer it to them from My Vehicles: the record moves with the
          car to its new owner. Other members see an owner's name only if that owner lets the directory show
          it.
        </Text>
      </PageSection>

      <PageSection id="help-events" title="Events and checking in at the gate">
        <Text>
          <PageLink to="/my-profile/my-events">My Events</PageLink> lists the events you registered for and
          those still open to you. Register there, with your car, guests and any extras, and pay online. When
          an event is full you can join its waiting list: if a place comes free, we offer it to you by e-mail
          and you have a short time to take it.
        </Text>
        <Text>
          Each registration has a check-in code, under Registered Events on My Events, with a square picture
          (a QR code) of it. At the gate, show the picture or read out the code; spaces and capital letters do
          not matter. If you cannot find your code, give your name: the volunteer can find you on the list.
        </Text>
        <Text>
          You can also put the club's events in your phone's or computer's calendar, from the calendar section
          at the end of My Events.
        </Text>
      </PageSection>

      <PageSection id="help-judging" title="Judging and results">
        <Text>
          At a judged meet, a team of judges scores each car on a score sheet. Every car starts with full
          marks, and the judges take points off for what is not right, category by category: "Paint: 3 points
          off". The car's score is what is left, worked out from all its judges' sheets.
        </Text>
        <Text>
          Once the office publishes the results, on or after the meet's first day, you can read your car's
          score sheets from My Events (Score sheets, beside the event), and the meet's results page lists
          every class's awards. An award goes on the car's record, and a first place can make it a Senior car.
        </Text>
        <Text>
          If you are a judge, the Judging tab on your profile lists the cars you are to score. Your sheet is
          kept on your phone and sent as soon as there is a connection.
        </Text>
      </PageSection>

      <PageSection id="help-privacy" title="Your privacy: who sees your details, your data, leaving">
        <List spacing="xs">
          <List.Item>
            <Text span fw={700}>
              Who sees your details:
            </Text>{" "}
            on <PageLink to="/my-profile/member-info#who-sees-my-details">Who sees my details</PageLink> (at
            the end of Member Info) you choose whether other members find you in the directory, and whether
            they see your street address, phone numbers and e-mail. A preview shows your entry as they read
            it: what you hide says "Not shown". Your city and state always show. The club office always sees
            your details.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Your data:
            </Text>{" "}
            <PageLink to="/my-profile/member-info#download-my-data">Download my data</PageLink> gives you a
            copy of everything the portal holds about you, as spreadsheet files with a note saying what each
            one holds.
          </List.Item>
          <List.Item>
            <Text span fw={700}>
              Leaving the club:
            </Text>{" "}
            under <PageLink to="/my-profile/member-info#leave-the-club">Leave the club</PageLink> you can ask
            the office to remove your name, contact details, car photos and sign-in. Your payments stay in the
            club's accounts, and your cars stay in the club's registry, without your name.
          </List.Item>
        </List>
      </PageSection>

      <PageSection id="help-contact" title="Contacting the office">
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
      </PageSection>
    </Stack>
  );
}
